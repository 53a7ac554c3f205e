import { useState } from 'react';
import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints, adminLoginBodySchema, adminSessionSchema, messages, type AdminLoginBody } from '@cp/contract';
import { BrandMark, isApiError, notify, useDocumentTitle } from '@cp/ui';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';

export function LoginPage() {
  useDocumentTitle('Administrator Login', 'Content+ Admin');
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
        // "Login failure: the server message is shown."
        setFailure(res.message);
        notify.error(res.message);
        return;
      }
      const session = adminSessionSchema.safeParse(res.data);
      if (!session.success) {
        notify.error(messages.serverFailure);
        return;
      }
      // The route guard moves a logged-in administrator from /login to /dashboard.
      await login(session.data);
    } catch (error) {
      if (!isApiError(error)) notify.error(messages.serverFailure);
    }
  });

  return (
    <Container size={440} py={{ base: 40, sm: 80 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <BrandMark size={44} />
            <Title order={1} fz={26}>
              Administrator Login
            </Title>
            <Text c="dimmed" fz="sm">
              Sign in to manage Content+.
            </Text>
          </Stack>

          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {failure}
            </Alert>
          )}

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
        </Stack>
      </Paper>
    </Container>
  );
}
