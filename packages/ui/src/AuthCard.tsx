import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from './Brand';
import { useDocumentTitle } from './PageTitle';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown between the heading and the content: the log-in pages put their `AuthFailure` here. */
  notice?: ReactNode;
  /** The browser tab's title when it differs from the heading, and the app it names. */
  documentTitle?: string;
  appName?: string;
  children?: ReactNode;
}

/** The card of the account pages of both apps (login, sign-up, forgot, reset, verify): mark, heading, line, content. */
export function AuthCard({ title, subtitle, notice, documentTitle, appName, children }: AuthCardProps) {
  useDocumentTitle(documentTitle ?? title, appName);
  return (
    <Container size={460} py={{ base: 32, sm: 64 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <BrandMark size={44} />
            <Title order={1} fz={28}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" fz="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {notice}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
