import { List } from '@mantine/core';
import { notify } from '@cp/ui';

/** What a failed call says: its list of messages (`data.messages`), else its message, else the fallback. */
export function failureLines(res: { message?: string; data?: unknown }, fallback: string): string[] {
  const listed = (res.data as { messages?: unknown } | null)?.messages;
  if (Array.isArray(listed) && listed.length) return listed as string[];
  return [res.message || fallback];
}

/** One toast for one or several messages: after `one` when single, as a list under `many` otherwise (spec 2 §8). */
export function notifyLines(lines: string[], wording: { one?: string; many?: string } = {}) {
  if (lines.length === 1) return notify.error(`${wording.one ?? ''}${lines[0]}`);
  notify.error(
    <>
      {wording.many}
      <List size="sm">
        {lines.map((l) => (
          <List.Item key={l}>{l}</List.Item>
        ))}
      </List>
    </>,
  );
}
