import { useEffect, useMemo } from 'react';
import { Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { endpoints, accountMessages, completionBody, completionFormSchema, DEFAULT_DIAL_COUNTRY, PICKER_LIMIT, type CompletionForm } from '@cp/contract';
import { notify, PageFrame } from '@cp/ui';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { BirthdayField } from '../profile/fields/BirthdayField';
import { dialCountries } from '../profile/fields/dial-codes';
import { PhoneField } from '../profile/fields/PhoneField';
import { browserTimeZone } from '../profile/fields/timezones';
import { TimezoneSelect } from '../profile/fields/TimezoneSelect';
import { fetchUserInfo, updateProfile } from '../profile/profile-api';

/** Splits a stored E.164 number back into dial country and national number (longest dial code wins). */
function splitPhone(phone: string | null): Pick<CompletionForm, 'dial_country' | 'dial_code' | 'phone_local'> | null {
  if (!phone?.startsWith('+')) return null;
  const digits = phone.slice(1);
  const match = dialCountries()
    .filter((c) => digits.startsWith(c.dialCode))
    .sort((a, b) => b.dialCode.length - a.dialCode.length || (a.code === DEFAULT_DIAL_COUNTRY ? -1 : 0))[0];
  return match ? { dial_country: match.code, dial_code: match.dialCode, phone_local: digits.slice(match.dialCode.length) } : null;
}

/** /completion: 'Complete Your Profile Information' (spec 3 §2); saving it unlocks the app. */
export function CompletionPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const isService = user?.is_service ?? false;
  const topics = useQuery({
    queryKey: ['categories-menu'],
    queryFn: async ({ signal }) => (await call(endpoints.categoryMenu, { signal })).data ?? [],
  });
  const topicOptions = useMemo(() => (topics.data ?? []).map((c) => c.name), [topics.data]);

  const { control, register, handleSubmit, reset, setValue, formState } = useForm<CompletionForm>({
    resolver: zodResolver(completionFormSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      dial_country: DEFAULT_DIAL_COUNTRY,
      dial_code: '62',
      phone_local: '',
      birthday: '',
      timezone: browserTimeZone(),
      topic: '',
      is_service: isService,
      username: isService ? (user?.username ?? '') : '',
      password: '',
      confirm_password: '',
    },
  });
  const { errors, isSubmitting } = formState;

  // Whatever was saved before (an earlier, unfinished visit) fills the form.
  useEffect(() => {
    let live = true;
    void fetchUserInfo('me').then((result) => {
      if (!live || !result.found) return;
      const { info } = result;
      reset((values) => ({
        ...values,
        first_name: info.first_name ?? values.first_name,
        last_name: info.last_name ?? values.last_name,
        ...(splitPhone(info.phone_number) ?? {}),
        birthday: info.birthday ?? values.birthday,
        timezone: info.timezone ?? values.timezone,
        topic: info.topic ?? values.topic,
      }));
    });
    return () => {
      live = false;
    };
  }, [reset]);

  const onSubmit = handleSubmit(async (values) => {
    const res = await updateProfile(completionBody(values));
    if (!res.status) return notify.error(res.message);
    notify.success(res.message || accountMessages.profileCompleted);
    navigate('/subject', { replace: true });
  });

  return (
    <PageFrame
      title="Complete Your Profile Information"
      size="sm"
      description={<Text c="dimmed">Tell us a little about yourself before you start creating subjects.</Text>}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="First name" autoComplete="given-name" withAsterisk error={errors.first_name?.message} {...register('first_name')} />
              <TextInput label="Last name" autoComplete="family-name" withAsterisk error={errors.last_name?.message} {...register('last_name')} />
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
                        setValue('dial_code', dial);
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
                render={({ field, fieldState }) => (
                  <BirthdayField value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
                )}
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
            {isService && (
              <Stack gap="sm">
                <Text fw={600}>Account</Text>
                <Text fz="sm" c="dimmed">
                  This is a service account: choose the username and password you will log in with.
                </Text>
                <TextInput label="Username" autoComplete="username" withAsterisk error={errors.username?.message} {...register('username')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <PasswordInput label="Password" autoComplete="new-password" withAsterisk error={errors.password?.message} {...register('password')} />
                  <PasswordInput
                    label="Confirm password"
                    autoComplete="new-password"
                    withAsterisk
                    error={errors.confirm_password?.message}
                    {...register('confirm_password')}
                  />
                </SimpleGrid>
              </Stack>
            )}
            <Group justify="flex-end" mt="sm">
              <Button type="submit" size="md" loading={isSubmitting}>
                Save Profile
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
