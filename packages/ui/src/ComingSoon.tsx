import type { ReactNode } from 'react';
import { Badge, Paper, Stack, Text } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';

/**
 * A screen or part that is not built yet says so, and what it will do, instead of claiming there is
 * no data (which would be untrue once data exists).
 */
export function ComingSoon({ what, children }: { what: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" bg="gray.0">
      <Stack align="center" gap="xs" ta="center">
        <IconHammer size={32} color="var(--mantine-color-gray-7)" aria-hidden />
        <Badge variant="light" color="indigo">
          Coming soon
        </Badge>
        <Text fw={600} c="gray.8">
          {what}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
