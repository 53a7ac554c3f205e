import type { ReactNode } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame, useDocumentTitle } from '@cp/ui';
import { LogoMark } from '../../app/Logo';

/** The card the account pages share. */
export function AuthCard({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container size={460} py={{ base: 40, sm: 72 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <LogoMark size={44} />
            <Title order={1} fz={28}>
              {title}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

export function RegisterPage() {
  return (
    <AuthCard title="Sign Up">
      <Text ta="center" c="dimmed" fz="sm">
        Create your Content+ account to start building learning subjects. By signing up you agree to the{' '}
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
      <Text ta="center" fz="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" fw={600} inherit>
          Log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}

export function ForgotPage() {
  return (
    <AuthCard title="Forgot Password">
      <Text ta="center" c="dimmed" fz="sm">
        Enter the e-mail of your account and we will send you a link to reset your password.
      </Text>
      <Text ta="center" fz="sm">
        <Anchor component={Link} to="/login" fw={600} inherit>
          Back to log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}

export function ResetPage() {
  return (
    <AuthCard title="Reset Password">
      <Text ta="center" c="dimmed" fz="sm">
        Choose a new password for your account.
      </Text>
      <Text ta="center" fz="sm">
        <Anchor component={Link} to="/login" fw={600} inherit>
          Back to log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}

export function VerifyPage() {
  return (
    <AuthCard title="E-mail Verification">
      <Text ta="center" c="dimmed" fz="sm">
        Open the verification link from the e-mail we sent you to confirm your address.
      </Text>
    </AuthCard>
  );
}

export function CompletionPage() {
  return (
    <PageFrame
      title="Complete Your Profile Information"
      size="sm"
      description={
        <Text c="dimmed">Tell us a little about yourself before you start creating subjects.</Text>
      }
    />
  );
}
