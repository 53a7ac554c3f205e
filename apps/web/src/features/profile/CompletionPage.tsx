import { useEffect } from 'react';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { accountMessages, completionBody, completionFormSchema, type CompletionForm } from '@cp/contract';
import { notify, PageFrame } from '@cp/ui';
import { useSession } from '../../lib/session';
import { PersonalDetailsFields, personalDetails } from './PersonalDetailsFields';
import { fetchUserInfo, updateProfile } from './profile-api';

/** /completion: 'Complete Your Profile Information' (spec 3 §2); saving it unlocks the app. */
export function CompletionPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const isService = user?.is_service ?? false;

  const form = useForm<CompletionForm>({
    resolver: zodResolver(completionFormSchema),
    mode: 'onTouched',
    defaultValues: personalDetails(null, isService, user?.username ?? ''),
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  // Whatever was saved before (an earlier, unfinished visit) fills the form.
  useEffect(() => {
    let live = true;
    void fetchUserInfo('me').then((result) => {
      if (!live || !result.found) return;
      reset(personalDetails(result.info, isService, user?.username ?? ''));
    });
    return () => {
      live = false;
    };
  }, [reset, isService, user?.username]);

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
            <PersonalDetailsFields form={form} />
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
