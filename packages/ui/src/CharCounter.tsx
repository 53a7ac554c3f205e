import { Text } from '@mantine/core';

export interface CharCounterProps {
  value: string;
  max: number;
  /** Point the field's `aria-describedby` here. */
  id: string;
}

/** "N characters left" under a field with a length limit; red (and negative) when over it (spec 1 §5). */
export function CharCounter({ value, max, id }: CharCounterProps) {
  const left = max - value.length;
  return (
    <Text id={id} fz="xs" c={left < 0 ? 'red.8' : 'dimmed'} ta="right" aria-live="polite">
      {left} character{Math.abs(left) === 1 ? '' : 's'} left
    </Text>
  );
}
