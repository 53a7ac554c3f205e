import './review.css';
import { Badge, Stack, Text } from '@mantine/core';
import { plainText, questionFields, readPath, type QuestionObject } from '@cp/contract';

/** An entry's value at a field, as text (lists joined, switches Yes/No, evaluation items with their answer). */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v && 'text' in v ? `${String(v.text)} (${String((v as { value?: unknown }).value ?? '')})` : String(v))).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? plainText(value) : '';
}

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
  const fields = questionFields(gameModuleId, true).filter((f) => shown(readPath(entry, f.path)) || changed.includes(f.path));
  return (
    <Stack gap={6} component="dl" aria-label={label} m={0}>
      {fields.map((f) => {
        const isChanged = changed.includes(f.path);
        return (
          <div key={f.path} className="entry-value" data-changed={isChanged || undefined}>
            <Text component="dt" fz="xs" fw={700} c="gray.7">
              {f.label} {isChanged && <Badge size="xs" color="orange.9" variant="light">changed</Badge>}
            </Text>
            <Text component="dd" fz="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {f.kind === 'image' && typeof readPath(entry, f.path) === 'string' && readPath(entry, f.path) ? (
                <img src={String(readPath(entry, f.path))} alt={`${f.label} (${label})`} width={96} height={96} style={{ borderRadius: 6, objectFit: 'cover' }} />
              ) : (
                shown(readPath(entry, f.path)) || '—'
              )}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}
