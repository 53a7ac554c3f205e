import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { endpoints, messages, type LoginBody } from '@cp/contract';
import { AuthCard, AuthFailure, isApiError, notify } from '@cp/ui';
import { call, useAppConfig } from '../../lib/api';
import { useSession } from '../../lib/session';
import { deferredResolver, loadRules, preloadRules } from './load-rules';

const GoogleSignInChoice = lazy(() => import('./GoogleSignInChoice'));

export function LoginPage() {
  const { login } = useSession();
  const config = useAppConfig();
  const [failed, setFailed] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: deferredResolver((rules) => rules.login),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailed(null);
    try {
      const res = await call(endpoints.login, { body });
      const { sessionUserSchema } = await loadRules();
      const user = res.status ? sessionUserSchema.safeParse(res.data) : null;
      if (!user?.success) {
        // A wrong account or password gives the spec's message; a throttled one says how long to wait.
        // One message per error: beside the form, where it stays until the next try (no toast too).
        setFailed(res.message || messages.loginFailed);
        return;
      }
      // Once the session is set, the route guard moves the user on from /login: to /subject, or
      // to /completion while the profile is incomplete.
      notify.dismiss();
      await login(user.data);
    } catch (error) {
      if (!isApiError(error)) notify.error(messages.serverFailure);
    }
  });

  const googleClientId = config.data?.google_client_id ?? null;

  return (
    <AuthCard title="Log in to Content+" subtitle="Welcome back. Continue building your subjects." notice={<AuthFailure message={failed} />} documentTitle="Log In">
      <form onSubmit={onSubmit} onInput={preloadRules} noValidate>
        <Stack gap="md">
          <TextInput
            label="Username or e-mail"
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
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot" fz="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Log In
          </Button>
        </Stack>
      </form>

      {googleClientId && (
        <Suspense fallback={null}>
          <GoogleSignInChoice clientId={googleClientId} mode="signin" />
        </Suspense>
      )}

      <Text ta="center" fz="sm">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/register" fw={600} inherit>
          Sign up
        </Anchor>
      </Text>
    </AuthCard>
  );
}
