import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { PICKER_LIMIT } from '@cp/contract';
import { timeZoneLabel, timeZones } from './timezones';

export interface TimezoneSelectProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Every IANA zone of the browser, 10 matches at a time; the form preselects the browser's zone. */
export function TimezoneSelect({ value, onChange, error }: TimezoneSelectProps) {
  const data = useMemo(() => timeZones().map((zone) => ({ value: zone, label: timeZoneLabel(zone) })), []);
  return (
    <Select
      label="Timezone"
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      limit={PICKER_LIMIT}
      nothingFoundMessage="No timezone found"
      error={error}
    />
  );
}
