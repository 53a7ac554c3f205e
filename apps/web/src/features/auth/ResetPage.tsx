import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { endpoints, accountMessages, RESET_REDIRECT_MS, resetFormSchema, type ResetForm } from '@cp/contract';
import { announce, AuthCard, notify } from '@cp/ui';
import { call } from '../../lib/api';

/** /reset/:token: new password twice; 3 seconds after success, /login. */
export function ResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema), mode: 'onTouched', defaultValues: { new_pass: '', confirm_password: '' } });

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
      ) : (
        <form onSubmit={onSubmit} noValidate>
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
