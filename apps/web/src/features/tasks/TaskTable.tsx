import { Anchor, Group, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TASK_COLUMNS, type ManagerTask } from '@cp/contract';
import { formatTime } from '@cp/ui';
import { EntryStateBadge } from '../review/EntryStateBadge';
import { TaskActions, type TaskHandlers } from './TaskActions';
import { entrySummary } from './entry-summary';
import { chapterLink, entryLink, type TaskOrder } from './task-links';

/** The task queue as a table with sortable columns (wider screens). */
export function TaskTable({ tasks, first, order, onSort, handlers }: { tasks: ManagerTask[]; first: number; order: TaskOrder; onSort: (column: number) => void; handlers: TaskHandlers }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={980} type="native">
        <Table verticalSpacing="sm" highlightOnHover aria-label="Pending entries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">No</Table.Th>
              {TASK_COLUMNS.map((column, i) => (
                <Table.Th key={column} scope="col" aria-sort={order.order_by === i ? (order.asc ? 'ascending' : 'descending') : undefined}>
                  <UnstyledButton onClick={() => onSort(i)} fw={700} fz="sm">
                    <Group gap={4} wrap="nowrap">
                      {column}
                      {order.order_by === i && (order.asc ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />)}
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              ))}
              <Table.Th scope="col">Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tasks.map((task, i) => (
              <Table.Tr key={task.question_id}>
                <Table.Td>{first + i}</Table.Td>
                <Table.Td>{task.subject_name}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={chapterLink(task)} fz="sm">
                    {task.chapter_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={entryLink(task)} fz="sm">
                    {task.mini_game_name}
                  </Anchor>
                </Table.Td>
                <Table.Td maw={240}>
                  <Text fz="sm" lineClamp={2}>
                    {entrySummary(task.module_game_id, task.question_object)}
                  </Text>
                </Table.Td>
                <Table.Td>{task.editor ?? ''}</Table.Td>
                <Table.Td miw={120} style={{ whiteSpace: 'nowrap' }}>
                  <EntryStateBadge state="On Review" />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTime(task.date)}</Table.Td>
                <Table.Td>{task.module_game_id}</Table.Td>
                <Table.Td>
                  <TaskActions task={task} number={first + i} handlers={handlers} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
