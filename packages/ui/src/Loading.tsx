import { Skeleton, Stack } from '@mantine/core';

/**
 * The shape of content on its way: grey lines instead of a spinner on an empty page. Screen readers
 * hear `label` once (a status region).
 */
export function Loading({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Stack role="status" aria-label={label} aria-busy="true" gap="sm" py="md">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={i === 0 ? 24 : 14} width={i === 0 ? '40%' : `${95 - ((i * 13) % 40)}%`} radius="sm" />
      ))}
    </Stack>
  );
}
