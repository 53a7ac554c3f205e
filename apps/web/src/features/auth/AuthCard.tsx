import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { BrandMark, useDocumentTitle } from '@cp/ui';

/** The card the account pages share: logo, heading, optional line under it, content. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
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
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
