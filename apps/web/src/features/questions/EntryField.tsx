import { useId } from 'react';
import { ActionIcon, Button, Group, Input, SegmentedControl, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { evaluationItems, fieldLength, keywordList, readPath, type EvaluationItem, type FieldSpec, type QuestionObject } from '@cp/contract';
import { CharCounter, ImageCropField, notify } from '@cp/ui';
import { HighlightTextarea } from './HighlightTextarea';

export interface EntryFieldProps {
  field: FieldSpec;
  /** The label shown (inside a "Round 2" group, "Question" rather than "Round 2 Question"). */
  label?: string;
  entry: QuestionObject;
  onChange: (path: string, value: unknown) => void;
  /** The problem shown under the field (after a save or preview was tried). */
  error?: string;
}

/** One input of an entry, drawn from the contract's description of the field. */
export function EntryField({ field, label = field.label, entry, onChange, error }: EntryFieldProps) {
  const counterId = useId();
  const raw = readPath(entry, field.path);
  switch (field.kind) {
    case 'text': {
      const value = typeof raw === 'string' ? raw : '';
      const counter = (
        <CharCounter id={counterId} value={value} max={field.max} length={fieldLength(field, value)} note={field.countWithoutSpaces ? '(not counting spaces)' : undefined} />
      );
      if (field.highlight) {
        return (
          <div>
            <HighlightTextarea label={label} value={value} onChange={(v) => onChange(field.path, v)} required={field.required} error={error} counterId={counterId} multiline={field.multiline ?? false} />
            {counter}
          </div>
        );
      }
      const common = { label, value, required: field.required, error, 'aria-describedby': counterId };
      return (
        <div>
          {field.multiline ? (
            <Textarea {...common} autosize minRows={2} onChange={(e) => onChange(field.path, e.currentTarget.value)} />
          ) : (
            <TextInput {...common} onChange={(e) => onChange(field.path, e.currentTarget.value)} />
          )}
          {counter}
        </div>
      );
    }
    case 'image':
      return (
        <ImageCropField
          label={label}
          withAsterisk={field.required}
          value={typeof raw === 'string' && raw ? raw : null}
          onChange={(v) => onChange(field.path, v ?? '')}
          aspect={1}
          limit="content"
          maxOutputSide={1024}
          removable
          error={error}
          onReject={(message) => notify.error(message)}
          previewAlt={`${field.label} of this entry`}
          previewWidth={160}
        />
      );
    case 'keywords': {
      const list = keywordList(raw);
      return (
        <TagsInput
          label={label}
          description={`Press Enter or type a comma after each keyword. ${field.min ? `At least ${field.min}, ` : ''}at most ${field.maxItems}, each up to ${field.maxEach} characters; punctuation is removed.`}
          value={list}
          onChange={(v) => onChange(field.path, field.storedAs === 'text' ? keywordList(v).join(', ') : keywordList(v))}
          splitChars={[',']}
          required={field.min > 0}
          error={error}
          clearable
          acceptValueOnBlur
        />
      );
    }
    case 'toggle':
      return <Switch label={label} checked={raw === true} onChange={(e) => onChange(field.path, e.currentTarget.checked)} />;
    case 'evaluation':
      return <EvaluationList field={field} items={evaluationItems(raw)} onChange={(items) => onChange(field.path, items)} error={error} />;
  }
}

/** Up to five evaluation items; the next one can be added once this one has Yes or No (spec 2 §3). */
function EvaluationList({ field, items, onChange, error }: { field: Extract<FieldSpec, { kind: 'evaluation' }>; items: EvaluationItem[]; onChange: (items: EvaluationItem[]) => void; error?: string }) {
  const rows = items.length ? items : [{ text: '', value: '' as const }];
  const set = (i: number, patch: Partial<EvaluationItem>) => onChange(rows.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  const last = rows[rows.length - 1]!;
  return (
    <Input.Wrapper label={field.label} description={`Up to ${field.maxItems} items; add the next once this one has Yes or No.`} error={error}>
      <Stack gap="xs" mt={4}>
        {rows.map((item, i) => (
          <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput aria-label={`Evaluation item ${i + 1}`} placeholder={`Item ${i + 1}`} value={item.text} maxLength={field.maxEach + 20} onChange={(e) => set(i, { text: e.currentTarget.value })} style={{ flex: 1 }} />
            <SegmentedControl aria-label={`Evaluation item ${i + 1} expected answer`} data={['Yes', 'No']} value={item.value || ''} onChange={(v) => set(i, { value: v as 'Yes' | 'No' })} />
            {rows.length > 1 && (
              <ActionIcon variant="subtle" color="red" aria-label={`Remove evaluation item ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {rows.length < field.maxItems && (
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} disabled={!last.value} onClick={() => onChange([...rows, { text: '', value: '' }])} style={{ alignSelf: 'flex-start' }}>
            Add item
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
