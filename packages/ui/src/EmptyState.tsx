import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

export interface EmptyStateProps {
  /** The spec's empty-state text, e.g. `messages.noDataFound`. */
  message: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  withBorder?: boolean;
}

export function EmptyState({ message, icon, children, withBorder = true }: EmptyStateProps) {
  return (
    <Paper withBorder={withBorder} radius="md" p="xl" bg="gray.0">
      <Stack align="center" gap="xs">
        {icon}
        <Text fw={600} c="gray.7" ta="center">
          {message}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
