import { Anchor, Group } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { PLATFORM_LABELS, type Platform } from '@cp/contract';

/** The platforms' names (one list in the contract, shared with the back-office). */
export const PLATFORM_NAMES = PLATFORM_LABELS;

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
