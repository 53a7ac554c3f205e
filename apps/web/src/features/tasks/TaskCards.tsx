import { ActionIcon, Anchor, Card, Group, Select, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TASK_COLUMNS, type ManagerTask } from '@cp/contract';
import { formatTime } from '@cp/ui';
import { EntryStateBadge } from '../review/EntryStateBadge';
import { TaskActions, type TaskHandlers } from './TaskActions';
import { entrySummary } from './entry-summary';
import { chapterLink, entryLink, type OrderChange, type TaskOrder } from './task-links';

/** On a phone the column headers are gone, so the order is chosen here: a column and a direction. */
function TaskSort({ order, onOrder }: { order: TaskOrder; onOrder: (change: OrderChange) => void }) {
  const direction = order.asc ? 'ascending' : 'descending';
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label="Sort by"
        data={TASK_COLUMNS.map((column, i) => ({ value: String(i), label: column }))}
        value={String(order.order_by)}
        onChange={(v) => v !== null && onOrder(() => ({ order_by: Number(v), asc: false }))}
        allowDeselect={false}
        w={160}
      />
      <Tooltip label={`Sorted ${direction}`}>
        <ActionIcon variant="default" size={36} aria-label={`Sorted ${direction}, reverse the order`} onClick={() => onOrder((current) => ({ asc: !current.asc }))}>
          {order.asc ? <IconSortAscending size={18} aria-hidden /> : <IconSortDescending size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The task queue as cards (phones and tablets, too narrow for the table): the entry first, where it lives below, the actions on top. */
export function TaskCards({ tasks, first, order, onOrder, handlers }: { tasks: ManagerTask[]; first: number; order: TaskOrder; onOrder: (change: OrderChange) => void; handlers: TaskHandlers }) {
  return (
    <Stack gap="sm">
      <TaskSort order={order} onOrder={onOrder} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" aria-label="Pending entries" p={0} m={0} style={{ listStyle: 'none' }}>
        {tasks.map((task, i) => (
          <Card key={task.question_id} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" mb={6}>
              <Group gap="xs">
                <Text fw={700} fz="sm">
                  No {first + i}
                </Text>
                <EntryStateBadge state="On Review" />
              </Group>
              <TaskActions task={task} number={first + i} handlers={handlers} size="lg" />
            </Group>
            <Text fz="sm" lineClamp={3} mb={6}>
              {entrySummary(task.module_game_id, task.question_object)}
            </Text>
            <Text fz="sm">{task.subject_name}</Text>
            <Group gap={6} fz="sm">
              <Anchor component={Link} to={chapterLink(task)} fz="sm">
                {task.chapter_name}
              </Anchor>
              <Text span fz="sm" c="dimmed" aria-hidden>
                ·
              </Text>
              <Anchor component={Link} to={entryLink(task)} fz="sm">
                {task.mini_game_name}
              </Anchor>
            </Group>
            <Text fz="xs" c="dimmed" mt={4}>
              {[task.editor, formatTime(task.date), `Type ${task.module_game_id}`].filter(Boolean).join(' · ')}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
