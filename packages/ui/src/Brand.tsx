import { Badge, Group, Text } from '@mantine/core';

/** The Content+ mark (both apps, login cards, headers). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#4263eb" />
      <path d="M36 18a14 14 0 1 0 0 28" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <path d="M44 26v12M38 32h12" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

/** Mark and name; the back-office adds its 'Admin' badge. */
export function Brand({ badge }: { badge?: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <BrandMark />
      <Text fw={800} fz={20} c="indigo.9" lh={1}>
        Content+
      </Text>
      {badge && (
        <Badge variant="filled" color="indigo.9" size="sm" radius="sm">
          {badge}
        </Badge>
      )}
    </Group>
  );
}
