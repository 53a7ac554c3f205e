import '@mantine/dates/styles.css';
import { useState } from 'react';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { todayIso } from '@cp/contract';

export interface BirthdayFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
}

/** Typed as YYYY-MM-DD or picked from a calendar that offers no future dates. */
export function BirthdayField({ value, onChange, onBlur, error }: BirthdayFieldProps) {
  const [open, setOpen] = useState(false);
  const today = todayIso();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && value <= today ? value : null;
  return (
    <TextInput
      label="Birthday"
      placeholder="YYYY-MM-DD"
      description="Format YYYY-MM-DD"
      autoComplete="bday"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      rightSection={
        <Popover opened={open} onChange={setOpen} position="bottom-end" shadow="md" trapFocus returnFocus>
          <Popover.Target>
            <ActionIcon variant="subtle" color="gray" aria-label="Choose birthday from calendar" onClick={() => setOpen((o) => !o)}>
              <IconCalendar size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker
              value={valid}
              defaultDate={valid ?? today}
              defaultLevel={valid ? 'month' : 'decade'}
              maxDate={today}
              minDate="1900-01-01"
              onChange={(picked) => {
                if (picked) onChange(picked);
                setOpen(false);
              }}
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
