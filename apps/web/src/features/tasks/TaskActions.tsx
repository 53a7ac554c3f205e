import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconGitCompare, IconX } from '@tabler/icons-react';
import type { ManagerTask } from '@cp/contract';

/** What a manager can do with one pending entry, wherever it is shown. */
export interface TaskHandlers {
  onApprove: (task: ManagerTask) => void;
  onDecline: (task: ManagerTask) => void;
  onView: (task: ManagerTask) => void;
}

/**
 * Approve, decline and view changes of the task numbered `number` (its place in the whole queue);
 * `size` "lg" on a phone's cards, where they are touched rather than clicked.
 */
export function TaskActions({ task, number, handlers, size }: { task: ManagerTask; number: number; handlers: TaskHandlers; size?: 'lg' }) {
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Approve">
        <ActionIcon size={size} variant="subtle" color="teal.9" aria-label={`Approve task ${number}`} onClick={() => handlers.onApprove(task)}>
          <IconCheck size={size ? 20 : 16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Decline">
        <ActionIcon size={size} variant="subtle" color="red.9" aria-label={`Decline task ${number}`} onClick={() => handlers.onDecline(task)}>
          <IconX size={size ? 20 : 16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="View changes">
        <ActionIcon size={size} variant="subtle" aria-label={`View changes of task ${number}`} onClick={() => handlers.onView(task)}>
          <IconGitCompare size={size ? 20 : 16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
