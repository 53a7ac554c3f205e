import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { endpoints, accountMessages, RESET_REDIRECT_MS, type ResetForm } from '@cp/contract';
import { announce, AuthCard, Loading, notify } from '@cp/ui';
import { call } from '../../lib/api';
import { deferredResolver, preloadRules } from './load-rules';

/** /reset/:token: new password twice; 3 seconds after success, /login. */
export function ResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  // Whether the link still works, asked before the form is offered.
  const link = useQuery({ queryKey: ['reset-link', token], queryFn: () => call(endpoints.checkResetLink, { params: { token } }), staleTime: Infinity, enabled: !done });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ resolver: deferredResolver((rules) => rules.reset), mode: 'onTouched', defaultValues: { new_pass: '', confirm_password: '' } });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(
    async ({ new_pass }) => {
      const res = await call(endpoints.resetPassword, { params: { token }, body: { new_pass } });
      if (!announce(res)) return;
      setDone(res.message);
    },
    () => notify.error(accountMessages.resetInvalid, { toastId: 'reset-invalid' }),
  );

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      {done ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {done}
        </Alert>
      ) : link.isPending ? (
        <Loading label="Checking your link" lines={2} />
      ) : link.data && !link.data.status ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" title={link.data.message}>
            {link.data.message === accountMessages.linkUsed
              ? 'Your password was already set with this link. Log in with it, or ask for a new link if you have forgotten it again.'
              : 'Reset links work for a limited time, and only the newest one works. Ask for a new link.'}
          </Alert>
          <Button component={Link} to="/forgot" fullWidth>
            Send a new link
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} onInput={preloadRules} noValidate>
          <Stack gap="md">
            <PasswordInput label="New password" autoComplete="new-password" withAsterisk autoFocus error={errors.new_pass?.message} {...register('new_pass')} />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              withAsterisk
              error={errors.confirm_password?.message}
              {...register('confirm_password')}
            />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              Reset Password
            </Button>
          </Stack>
        </form>
      )}
      <Text ta="center" fz="sm">
        <Anchor component={Link} to="/login" fw={600} inherit>
          Back to log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
