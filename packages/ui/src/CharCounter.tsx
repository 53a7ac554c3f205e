import { Text } from '@mantine/core';

export interface CharCounterProps {
  value: string;
  max: number;
  /** The length to count when it is not `value.length` (text without markup, hints without spaces). */
  length?: number;
  /** Shown after the count, e.g. "(not counting spaces)". */
  note?: string;
  /** Point the field's `aria-describedby` here. */
  id: string;
}

/** "N characters left" under a field with a length limit; red (and negative) when over it (spec 1 §5). */
export function CharCounter({ value, max, length, note, id }: CharCounterProps) {
  const left = max - (length ?? value.length);
  return (
    <Text id={id} fz="xs" c={left < 0 ? 'red.8' : 'dimmed'} ta="right" aria-live="polite">
      {left} character{Math.abs(left) === 1 ? '' : 's'} left{note ? ` ${note}` : ''}
    </Text>
  );
}
