import { useEffect, useMemo, useState } from 'react';
import { Badge, Group, Select, Text, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { PICKER_LIMIT } from '@cp/contract';
import { dialCountries, matchesDialCountry } from './dial-codes';

export interface PhoneFieldProps {
  country: string;
  onCountryChange: (country: string, dialCode: string) => void;
  number: string;
  onNumberChange: (value: string) => void;
  onNumberBlur?: () => void;
  error?: string;
}

/** 'Indonesia +62': no emoji flags, which many systems draw as empty boxes. */
const dialLabel = (c: { name: string; dialCode: string }) => `${c.name} +${c.dialCode}`;

/**
 * Dial-code picker (country codes, Indonesia first, default +62, the first 10 matches as you type) and the
 * number itself. The form sends them as one E.164 number.
 */
export function PhoneField({ country, onCountryChange, number, onNumberChange, onNumberBlur, error }: PhoneFieldProps) {
  const countries = useMemo(() => dialCountries(), []);
  const byCode = useMemo(() => new Map(countries.map((c) => [c.code, c])), [countries]);
  const labelOf = (code: string) => {
    const c = byCode.get(code);
    return c ? dialLabel(c) : '';
  };
  const data = useMemo(() => countries.map((c) => ({ value: c.code, label: dialLabel(c) })), [countries]);
  // Controlled search, so that choosing the country already selected also puts its name back.
  const [search, setSearch] = useState(() => labelOf(country));
  useEffect(() => setSearch(labelOf(country)), [country]); // eslint-disable-line react-hooks/exhaustive-deps
  // A custom filter also applies the limit: the first 10 matches.
  const filter: OptionsFilter = ({ options, search, limit }) =>
    (options as ComboboxItem[])
      .filter((o) => {
        const c = byCode.get(o.value);
        // The field showing the chosen country is not a search yet: list them all.
        return c ? search === labelOf(country) || matchesDialCountry(c, search) : false;
      })
      .slice(0, limit);
  const selected = byCode.get(country);

  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <Select
        label="Country code"
        data={data}
        value={country}
        onChange={(code) => {
          const c = code ? byCode.get(code) : undefined;
          if (c) onCountryChange(c.code, c.dialCode);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        onOptionSubmit={(code) => setSearch(labelOf(code))}
        limit={PICKER_LIMIT}
        filter={filter}
        allowDeselect={false}
        nothingFoundMessage="No country found"
        w={{ base: '100%', sm: 250 }}
        comboboxProps={{ width: 300, position: 'bottom-start' }}
        renderOption={({ option }) => {
          const c = byCode.get(option.value);
          return (
            <Group gap={8} wrap="nowrap">
              <Badge variant="light" color="gray" size="sm" radius="sm" w={34} px={0} aria-hidden>
                {c?.code}
              </Badge>
              <Text span fz="sm">
                {c?.name} <Text span c="dimmed" fz="sm">+{c?.dialCode}</Text>
              </Text>
            </Group>
          );
        }}
      />
      <TextInput
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="812 3456 7890"
        leftSection={<Text fz="sm" c="dimmed">+{selected?.dialCode}</Text>}
        leftSectionWidth={52}
        value={number}
        onChange={(e) => onNumberChange(e.currentTarget.value)}
        onBlur={onNumberBlur}
        error={error}
        style={{ flex: 1, minWidth: 200 }}
      />
    </Group>
  );
}
