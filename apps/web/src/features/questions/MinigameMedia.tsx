import { Anchor, Group } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { Platform } from '@cp/contract';

export const PLATFORM_NAMES: Record<Platform, string> = { doc: 'Game app', chatbot: 'Telegram chatbot' };

/** A minigame's walkthrough video per platform, as links that open in a new tab. */
export function VideoLinks({ video, platforms }: { video: Record<Platform, string | null>; platforms: readonly Platform[] }) {
  return (
    <Group gap="md">
      {platforms.map((p) =>
        video[p] ? (
          <Anchor key={p} href={video[p]!} target="_blank" rel="noreferrer" fz="sm">
            <Group gap={4} component="span">
              <IconPlayerPlay size={14} aria-hidden />
              Video ({PLATFORM_NAMES[p]})
            </Group>
          </Anchor>
        ) : null,
      )}
    </Group>
  );
}
