import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { endpoints, type ForgotBody } from '@cp/contract';
import { announce, AuthCard } from '@cp/ui';
import { call } from '../../lib/api';
import { deferredResolver, preloadRules } from './load-rules';

/** /forgot: one e-mail field; the answer is the same whether or not the address has an account. */
export function ForgotPage() {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotBody>({ resolver: deferredResolver((rules) => rules.forgot), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    const res = await call(endpoints.forgotPassword, { body });
    if (!announce(res)) return;
    setSent(res.message);
  });

  return (
    <AuthCard title="Forgot Password" subtitle="Enter the e-mail of your account and we will send you a link to reset your password.">
      {sent && (
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />}>
          {sent}
        </Alert>
      )}
      <form onSubmit={onSubmit} onInput={preloadRules} noValidate>
        <Stack gap="md">
          <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk error={errors.email?.message} {...register('email')} />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Send Reset Password Link
          </Button>
        </Stack>
      </form>
      <Text ta="center" fz="sm">
        <Anchor component={Link} to="/login" fw={600} inherit>
          Back to log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
