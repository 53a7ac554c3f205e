import { memo } from 'react';
import { ActionIcon, Anchor, Avatar, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { ChapterMinigame } from '@cp/contract';
import { formatCount } from '@cp/ui';

export type MinigameAction = 'hide' | 'unhide' | 'delete';

type Props = { code: string; minigame: ChapterMinigame; canManage: boolean; onAction: (minigame: ChapterMinigame, action: MinigameAction) => void };

/** One minigame of a chapter: what it is, where it runs, how far its entries are; actions for role 3. */
export const MinigameRow = memo(function MinigameRow({ code, minigame, canManage, onAction }: Props) {
  const m = minigame;
  const short = m.question_number < m.minimum_entries;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" bg={m.hidden ? 'gray.0' : undefined} px={m.hidden ? 'xs' : 0} style={{ borderRadius: 8 }} data-testid="chapter-minigame">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={m.minigame_icon} alt="" radius="md" size={44} color="indigo" name={m.minigame_name} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Anchor component={Link} to={`/subject/${code}/${m.chapter_minigame_id}/question`} fw={600} c="gray.9">
              {m.minigame_name}
            </Anchor>
            {m.hidden && (
              <Badge color="gray" variant="light" size="sm">
                Hidden
              </Badge>
            )}
            {m.is_doc && (
              <Badge color="indigo.9" variant="outline" size="sm">
                Game app
              </Badge>
            )}
            {m.is_chatbot && (
              <Badge color="teal.9" variant="outline" size="sm">
                Chatbot
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="gray.7">
            {m.module_name}
            {m.teaching_format_name ? ` · ${m.teaching_format_name}` : ''} ·{' '}
            <Text span fz="xs" c={short ? 'red.9' : 'teal.9'} fw={600}>
              {formatCount(m.question_number)} of {formatCount(m.minimum_entries)} entries
            </Text>{' '}
            · updated {dayjs(m.last_update).format('DD MMM YYYY')}
            {m.creator_username ? ` by ${m.creator_username}` : ''}
          </Text>
          {(m.minigame_parent_name || m.linked_mini_games.length > 0) && (
            <Text fz="xs" c="gray.7">
              {m.minigame_parent_name ? `Shares the content of "${m.minigame_parent_name}". ` : ''}
              {m.linked_mini_games.length > 0 ? `Linked with: ${m.linked_mini_games.map((l) => l.chapter_name).join(', ')}.` : ''}
            </Text>
          )}
        </Stack>
      </Group>
      {canManage && (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" c="gray.8" aria-label={`Actions for ${m.minigame_name}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {m.hidden ? (
              <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onAction(m, 'unhide')}>
                Unhide
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconEyeOff size={16} aria-hidden />} onClick={() => onAction(m, 'hide')}>
                Hide
              </Menu.Item>
            )}
            <Menu.Item color="red.8" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onAction(m, 'delete')}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
});
