import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { dateRangeSchema } from '@cp/contract';

export type DateRange = { start?: string; end?: string };

/**
 * A range kept in the address as `start` and `end` (YYYY-MM-DD): both ends, if `rules` (the
 * contract's, by default those of every admin range) accept them; else no range.
 */
export function readRange(params: URLSearchParams, rules: z.ZodType<DateRange> = dateRangeSchema): DateRange {
  const range = { start: params.get('start') ?? undefined, end: params.get('end') ?? undefined };
  return range.start && range.end && rules.safeParse(range).success ? range : {};
}

export interface DateRangeFilterProps {
  label: string;
  value: DateRange;
  /** Called with both ends, or with both undefined when cleared. */
  onChange: (range: { start: string | undefined; end: string | undefined }) => void;
  /** Why the range last picked was not applied. */
  error?: string | null;
}

/**
 * Dates are picked as YYYY/MM/DD, never after today (spec 3 §9); the call gets YYYY-MM-DD. The picker
 * is controlled, so the first day picked is held here until the second one completes the range
 * (closing the picker in between keeps the range shown before).
 */
export function DateRangeFilter({ label, value, onChange, error }: DateRangeFilterProps) {
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);
  // The calendar is a dialog labelled by the field's button (so by the field's label): the popover
  // refers to its target by the popover's id, which the field's own id would otherwise replace.
  const id = useId();
  return (
    <DatePickerInput
      id={id}
      popoverProps={{ id }}
      type="range"
      label={label}
      placeholder="YYYY/MM/DD – YYYY/MM/DD"
      valueFormat="YYYY/MM/DD"
      maxDate={dayjs().format('YYYY-MM-DD')}
      clearable
      // The clear button is a button of its own (reachable by Tab), so it needs a name.
      clearButtonProps={{ 'aria-label': 'Clear dates' }}
      allowSingleDateInRange
      error={error}
      value={picking ?? [value.start ?? null, value.end ?? null]}
      onChange={([start, end]) => {
        setPicking(start && !end ? [start, null] : null);
        if (start && end) onChange({ start: dayjs(start).format('YYYY-MM-DD'), end: dayjs(end).format('YYYY-MM-DD') });
        else if (!start && !end) onChange({ start: undefined, end: undefined });
      }}
      onDropdownClose={() => setPicking(null)}
      w={260}
      // The placeholder is text on the button, so it needs the contrast of text.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
    />
  );
}
