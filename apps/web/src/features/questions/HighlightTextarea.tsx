import { useId, useRef, type ReactNode } from 'react';
import { Button, Group, Input } from '@mantine/core';
import { IconHighlight, IconHighlightOff } from '@tabler/icons-react';
import { applyPlainEdit, clearHighlights, highlightRange, markedTexts, parseMarkup, plainText, questionMessages } from '@cp/contract';
import { notify } from '@cp/ui';

export interface HighlightTextareaProps {
  label: string;
  /** Stored markup: plain text with `<mark>` runs. */
  value: string;
  onChange: (markup: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  counterId: string;
  multiline: boolean;
}

/**
 * A text field whose highlighted runs are drawn behind the text: the author types plain text and
 * marks a selection with Highlight (the passage answers, answer segments, the word in a hint).
 */
export function HighlightTextarea({ label, value, onChange, description, error, required, counterId, multiline }: HighlightTextareaProps) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const plain = plainText(value);
  const highlight = () => {
    const el = ref.current;
    if (!el || el.selectionStart === el.selectionEnd) {
      notify.info(questionMessages.selectToHighlight);
      el?.focus();
      return;
    }
    onChange(highlightRange(value, el.selectionStart, el.selectionEnd));
  };
  const marks = markedTexts(value);
  return (
    <Input.Wrapper
      label={label}
      id={id}
      required={required}
      description={description}
      error={error}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <div className="highlight-field" data-multiline={multiline || undefined} data-invalid={error ? true : undefined}>
        <div className="highlight-field__backdrop" aria-hidden>
          {parseMarkup(value).map((s, i) => (s.marked ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
          {'\u200b'}
        </div>
        <textarea
          ref={ref}
          id={id}
          className="highlight-field__input"
          value={plain}
          rows={multiline ? 3 : 1}
          aria-describedby={counterId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(applyPlainEdit(value, multiline ? e.currentTarget.value : e.currentTarget.value.replace(/\n/g, ' ')))}
          onKeyDown={(e) => {
            if (!multiline && e.key === 'Enter') e.preventDefault();
          }}
        />
      </div>
      <Group gap="xs" mt={4}>
          <Button size="compact-xs" variant="default" leftSection={<IconHighlight size={14} aria-hidden />} aria-label={`Highlight selection in ${label}`} onMouseDown={(e) => e.preventDefault()} onClick={highlight}>
            Highlight
          </Button>
          {marks.length > 0 && (
            <Button size="compact-xs" variant="subtle" color="gray" leftSection={<IconHighlightOff size={14} aria-hidden />} aria-label={`Clear highlights in ${label}`} onClick={() => onChange(clearHighlights(value))}>
              Clear highlights
            </Button>
          )}
      </Group>
    </Input.Wrapper>
  );
}
