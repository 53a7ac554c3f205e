import './review.css';
import { Badge, Stack, Text } from '@mantine/core';
import { questionFields, readPath, type QuestionObject } from '@cp/contract';
import { fieldText } from '../questions/entry-columns';


/**
 * An entry as its form's fields with their values (History, View changes, the task detail);
 * fields in `changed` are marked. Empty optional fields are left out.
 */
export function EntryValues({ gameModuleId, entry, changed = [], label }: { gameModuleId: number; entry: QuestionObject | null; changed?: string[]; label: string }) {
  if (!entry) {
    return (
      <Text fz="sm" c="dimmed">
        Nothing approved before: this is a new entry.
      </Text>
    );
  }
  const fields = questionFields(gameModuleId, true).filter((f) => fieldText(readPath(entry, f.path)) || changed.includes(f.path));
  return (
    <Stack gap={6} component="dl" aria-label={label} m={0}>
      {fields.map((f) => {
        const isChanged = changed.includes(f.path);
        return (
          <div key={f.path} className="entry-value" data-changed={isChanged || undefined}>
            <Text component="dt" fz="xs" fw={700} c="gray.7">
              {f.label} {isChanged && <Badge size="xs" color="orange" variant="light">changed</Badge>}
            </Text>
            <Text component="dd" fz="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {f.kind === 'image' && typeof readPath(entry, f.path) === 'string' && readPath(entry, f.path) ? (
                <img src={String(readPath(entry, f.path))} alt={`${f.label} (${label})`} width={96} height={96} style={{ borderRadius: 6, objectFit: 'cover' }} />
              ) : (
                fieldText(readPath(entry, f.path)) || '—'
              )}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}
