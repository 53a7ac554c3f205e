import { useMemo } from 'react';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DEFAULT_DIAL_COUNTRY, PICKER_LIMIT, type CompletionForm, type UserInfo } from '@cp/contract';
import { useCategoryOptions } from '../subjects/SubjectListFilters';
import { BirthdayField } from './fields/BirthdayField';
import { dialCountries } from './fields/dial-codes';
import { PhoneField } from './fields/PhoneField';
import { browserTimeZone } from './fields/timezones';
import { TimezoneSelect } from './fields/TimezoneSelect';

/** Splits a stored E.164 number back into dial country and national number (longest dial code wins). */
export function splitPhone(phone: string | null): Pick<CompletionForm, 'dial_country' | 'dial_code' | 'phone_local'> | null {
  if (!phone?.startsWith('+')) return null;
  const digits = phone.slice(1);
  const match = dialCountries()
    .filter((c) => digits.startsWith(c.dialCode))
    .sort((a, b) => b.dialCode.length - a.dialCode.length || (a.code === DEFAULT_DIAL_COUNTRY ? -1 : 0))[0];
  return match ? { dial_country: match.code, dial_code: match.dialCode, phone_local: digits.slice(match.dialCode.length) } : null;
}

/** The personal details as the form holds them: what was saved, else the defaults (Indonesia, this browser's timezone). */
export function personalDetails(info: UserInfo | null, isService = false, username = ''): CompletionForm {
  return {
    first_name: info?.first_name ?? '',
    last_name: info?.last_name ?? '',
    dial_country: DEFAULT_DIAL_COUNTRY,
    dial_code: '62',
    phone_local: '',
    ...(splitPhone(info?.phone_number ?? null) ?? {}),
    birthday: info?.birthday ?? '',
    timezone: info?.timezone ?? browserTimeZone(),
    topic: info?.topic ?? '',
    is_service: isService,
    username: isService ? username : '',
    password: '',
    confirm_password: '',
  };
}

/** Topics are the top-level categories (the same cached `GET /categories/menu` as the subject lists). */
function useTopicOptions() {
  const topics = useCategoryOptions();
  return useMemo(() => (topics.data ?? []).map((c) => c.name), [topics.data]);
}

/** Name, phone, birthday, timezone and topic: asked once at completion, changed later in Profile › Setting. */
export function PersonalDetailsFields({ form }: { form: UseFormReturn<CompletionForm> }) {
  const { control, register, setValue, formState } = form;
  const topicOptions = useTopicOptions();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="First name" autoComplete="given-name" withAsterisk error={formState.errors.first_name?.message} {...register('first_name')} />
        <TextInput label="Last name" autoComplete="family-name" withAsterisk error={formState.errors.last_name?.message} {...register('last_name')} />
      </SimpleGrid>
      <Controller
        control={control}
        name="phone_local"
        render={({ field, fieldState }) => (
          <Controller
            control={control}
            name="dial_country"
            render={({ field: country }) => (
              <PhoneField
                country={country.value}
                onCountryChange={(code, dial) => {
                  country.onChange(code);
                  setValue('dial_code', dial, { shouldDirty: true });
                }}
                number={field.value}
                onNumberChange={field.onChange}
                onNumberBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={control}
          name="birthday"
          render={({ field, fieldState }) => <BirthdayField value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="timezone"
          render={({ field, fieldState }) => <TimezoneSelect value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="topic"
        render={({ field, fieldState }) => (
          <Select
            label="Topic"
            description="The subject area you mostly teach or write about."
            withAsterisk
            data={topicOptions}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            searchable
            limit={PICKER_LIMIT}
            nothingFoundMessage="No topic found"
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
