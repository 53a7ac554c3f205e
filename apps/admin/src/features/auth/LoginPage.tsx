import { useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints, adminLoginBodySchema, adminSessionSchema, messages, type AdminLoginBody } from '@cp/contract';
import { AuthCard, AuthFailure, isApiError, notify } from '@cp/ui';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';

export function LoginPage() {
  const { login } = useSession();
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginBody>({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const res = await call(endpoints.adminLogin, { body });
      if (!res.status) {
        // "Login failure: the server message is shown", once: beside the form.
        setFailure(res.message);
        return;
      }
      const session = adminSessionSchema.safeParse(res.data);
      if (!session.success) {
        notify.error(messages.serverFailure);
        return;
      }
      // The route guard moves a logged-in administrator from /login to /dashboard; an earlier
      // failure's toast stays behind.
      notify.dismiss();
      await login(session.data);
    } catch (error) {
      if (!isApiError(error)) notify.error(messages.serverFailure);
    }
  });

  return (
    <AuthCard title="Administrator Login" subtitle="Sign in to manage Content+." notice={<AuthFailure message={failure} />} appName="Content+ Admin">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Username"
            autoComplete="username"
            autoFocus
            error={errors.username?.message}
            {...register('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Log In
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
