import { memo, useCallback } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Chapter, ChapterMinigame } from '@cp/contract';
import { plural } from '@cp/ui';
import { MinigameRow, type MinigameAction } from './MinigameRow';

/** What a chapter card asks its list to do. The list keeps this object stable across renders. */
export type ChapterHandlers = {
  move: (index: number, by: -1 | 1) => void;
  edit: (chapter: Chapter) => void;
  remove: (chapter: Chapter) => void;
  addMinigame: (chapter: Chapter) => void;
  minigame: (chapter: Chapter, minigame: ChapterMinigame, action: MinigameAction) => void;
};

type Props = { code: string; chapter: Chapter; index: number; canManage: boolean; focused: boolean; handlers: ChapterHandlers };

/**
 * One chapter of the content tab with its minigames. Memoised: a subject can hold hundreds of
 * minigames, so opening a dialog or moving one chapter re-renders only the cards whose props
 * changed (the query keeps unchanged chapters as the same objects).
 */
export const ChapterCard = memo(function ChapterCard({ code, chapter, index, canManage, focused, handlers }: Props) {
  const onMinigame = useCallback((minigame: ChapterMinigame, action: MinigameAction) => handlers.minigame(chapter, minigame, action), [handlers, chapter]);
  return (
    <Card
      component="li"
      id={`chapter-${chapter.chapter_id}`}
      withBorder
      radius="md"
      className="chapter-card"
      data-focused={focused || undefined}
      aria-current={focused ? 'true' : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {index + 1}. {chapter.chapter_name}
          </Title>
          <Group gap={6}>
            <Badge variant="light" color="gray" c="gray.8">
              Completion {chapter.completion_rate}%
            </Badge>
            <Text fz="sm" c="gray.7">
              {plural(chapter.minigames.length, 'minigame')}
            </Text>
          </Group>
        </Stack>
        {canManage && (
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Move up">
              <ActionIcon variant="subtle" color="gray" c="gray.8" aria-label={`Move ${chapter.chapter_name} up`} onClick={() => handlers.move(index, -1)}>
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move down">
              <ActionIcon variant="subtle" color="gray" c="gray.8" aria-label={`Move ${chapter.chapter_name} down`} onClick={() => handlers.move(index, 1)}>
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" color="gray" c="gray.8" aria-label={`Edit ${chapter.chapter_name}`} onClick={() => handlers.edit(chapter)}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${chapter.chapter_name}`} onClick={() => handlers.remove(chapter)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      <Stack component="ul" gap={0} p={0} mt="sm" mb={0} style={{ listStyle: 'none' }} aria-label={`Minigames of ${chapter.chapter_name}`}>
        {chapter.minigames.map((m) => (
          <MinigameRow key={m.chapter_minigame_id} code={code} minigame={m} canManage={canManage} onAction={onMinigame} />
        ))}
      </Stack>
      {canManage && (
        <Group mt="xs">
          <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => handlers.addMinigame(chapter)}>
            Add Minigame
          </Button>
        </Group>
      )}
    </Card>
  );
});
