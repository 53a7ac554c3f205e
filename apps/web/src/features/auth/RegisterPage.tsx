import { lazy, Suspense } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { endpoints, accountMessages, type RegisterForm } from '@cp/contract';
import { AuthCard, notify } from '@cp/ui';
import { call, useAppConfig } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useLiveCheck, type LiveCheck } from './live-check';
import { deferredResolver, loadRules, preloadRules } from './load-rules';

const GoogleSignInChoice = lazy(() => import('./GoogleSignInChoice'));

function Available({ check, id }: { check: LiveCheck | null; id: string }) {
  return (
    <Text id={id} role="status" fz="xs" c="teal.9" mt={4} style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 18 }}>
      {check?.available && (
        <>
          <IconCircleCheck size={14} aria-hidden />
          {check.message}
        </>
      )}
    </Text>
  );
}

/** /register: e-mail and username checked live, password twice; success logs in (then /completion). */
export function RegisterPage() {
  const { login } = useSession();
  const config = useAppConfig();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: deferredResolver((rules) => rules.register),
    mode: 'onTouched',
    defaultValues: { email: '', username: '', password: '', confirm_password: '' },
  });
  const emailCheck = useLiveCheck('email', watch('email'));
  const usernameCheck = useLiveCheck('username', watch('username'));

  const invalid = () => notify.error(accountMessages.inputInvalid, { toastId: 'input-invalid' });
  const onSubmit = handleSubmit(async ({ email, username, password }) => {
    if (emailCheck?.available === false || usernameCheck?.available === false) return invalid();
    const res = await call(endpoints.register, { body: { email, username, password } });
    const { sessionUserSchema } = await loadRules();
    const user = res.status ? sessionUserSchema.safeParse(res.data) : null;
    if (!user?.success) return notify.error(res.message);
    notify.success(accountMessages.registered);
    // Logged in: the route guard moves the user on from /register to the subject view, which for a
    // new account (profile incomplete) is /completion first.
    await login(user.data);
  }, invalid);

  const googleClientId = config.data?.google_client_id ?? null;
  return (
    <AuthCard title="Sign Up" subtitle="Create your Content+ account to start building learning subjects.">
      <form onSubmit={onSubmit} onInput={preloadRules} noValidate>
        <Stack gap="sm">
          <div>
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              withAsterisk
              error={errors.email?.message ?? (emailCheck?.available === false ? emailCheck.message : undefined)}
              aria-describedby="register-email-status"
              {...register('email')}
            />
            <Available check={emailCheck} id="register-email-status" />
          </div>
          <div>
            <TextInput
              label="Username"
              autoComplete="username"
              withAsterisk
              error={errors.username?.message ?? (usernameCheck?.available === false ? usernameCheck.message : undefined)}
              aria-describedby="register-username-status"
              {...register('username')}
            />
            <Available check={usernameCheck} id="register-username-status" />
          </div>
          <PasswordInput label="Password" autoComplete="new-password" withAsterisk error={errors.password?.message} {...register('password')} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <Text fz="xs" c="dimmed">
            By signing up you agree to the{' '}
            <Anchor component={Link} to="/tos" inherit>
              Terms of Service
            </Anchor>
            ,{' '}
            <Anchor component={Link} to="/privacy" inherit>
              Privacy Policy
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to="/cookie" inherit>
              Cookie Policy
            </Anchor>
            .
          </Text>
          <Button type="submit" size="md" fullWidth loading={isSubmitting} mt="xs">
            Sign Up
          </Button>
        </Stack>
      </form>

      {googleClientId && (
        <Suspense fallback={null}>
          <GoogleSignInChoice clientId={googleClientId} mode="signup" />
        </Suspense>
      )}

      <Text ta="center" fz="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" fw={600} inherit>
          Log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
