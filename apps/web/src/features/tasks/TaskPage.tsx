import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Pagination, Paper, Select, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconArrowDown, IconArrowUp, IconCheck, IconGitCompare, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEFAULT_TASK_SORT, QUESTION_PAGE_SIZES, TASK_COLUMNS, endpoints, messages, type ManagerTask, type ReviewDecision } from '@cp/contract';
import { ConfirmDialog, EmptyState, Loading, PageFrame, announce, formatTime, useAddressState, useStayOnLastPage } from '@cp/ui';
import { call } from '../../lib/api';
import { pagingParams, readPaging } from '../../lib/paging-params';
import { NOTICE_POLL_MS } from '../notifications/hooks';
import { DeclineModal } from '../review/DeclineModal';
import { EntryStateBadge } from '../review/EntryStateBadge';
import { refreshAfterReview, useReview } from '../review/review-api';
import { TaskDetail } from './TaskDetail';
import { entrySummary } from './entry-summary';

type TaskListState = ReturnType<typeof readTaskList>;

/** Page, size and sort live in the address (spec 3: sizes 10/25/50/100, columns 0–7, default 6 descending). */
function readTaskList(params: URLSearchParams) {
  const sort = Number(params.get('sort'));
  const sorted = params.has('sort') && sort >= 0 && sort < TASK_COLUMNS.length;
  return { ...readPaging(params), order_by: sorted ? sort : DEFAULT_TASK_SORT, asc: params.get('dir') === 'asc' };
}

function taskListParams(state: TaskListState) {
  const out = pagingParams(state);
  if (state.order_by !== DEFAULT_TASK_SORT || state.asc) {
    out.set('sort', String(state.order_by));
    out.set('dir', state.asc ? 'asc' : 'desc');
  }
  return out;
}

/** /task — every entry waiting for review across the subjects the user manages; it refreshes itself. */
export function TaskPage() {
  const [state, update] = useAddressState(readTaskList, taskListParams);
  const client = useQueryClient();
  const review = useReview();
  const list = useQuery({
    queryKey: ['manager-tasks', state],
    queryFn: () => call(endpoints.managerTasks, { body: state }),
    placeholderData: keepPreviousData,
    refetchInterval: NOTICE_POLL_MS,
  });
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const [declining, setDeclining] = useState<ManagerTask | 'all' | null>(null);
  const [approvingAll, setApprovingAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const res = list.data;
  const tasks = res?.status ? res.data : [];
  const total = res?.status ? (res.total_record ?? 0) : 0;
  // Tasks decided here or by another manager can empty the page shown.
  const pastEnd = useStayOnLastPage(state.page, res?.status && !list.isPlaceholderData ? (res.total_page ?? 0) : undefined, (page) => update({ page }, { replace: true }));

  const decideOne = async (task: ManagerTask, decision: ReviewDecision, comment?: string) => {
    setBusy(true);
    try {
      const done = await review(task.chapter_mini_game_id!, task.question_id, decision, { revision: task.revision, comment });
      if (done) {
        setDeclining(null);
      }
      return done;
    } finally {
      setBusy(false);
    }
  };
  const decideAll = async (decision: ReviewDecision, comment?: string) => {
    setBusy(true);
    try {
      if (announce(await call(endpoints.decideAllTasks, { params: { decision }, body: { comment } }))) {
        setDeclining(null);
        setApprovingAll(false);
        update({ page: 1 });
      }
      refreshAfterReview(client);
    } finally {
      setBusy(false);
    }
  };
  const sortBy = (column: number) => update({ order_by: column, asc: state.order_by === column ? !state.asc : false, page: 1 });

  return (
    <PageFrame
      title="Task"
      description={<Text c="dimmed">Entries waiting for your review across the subjects you manage.</Text>}
      actions={
        total > 0 && (
          <Group gap="xs">
            <Button color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setApprovingAll(true)}>
              Approve all ({total})
            </Button>
            <Button variant="light" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => setDeclining('all')}>
              Decline all
            </Button>
          </Group>
        )
      }
    >
      {list.isPending || pastEnd ? (
        <Loading label="Loading tasks" />
      ) : tasks.length === 0 ? (
        <EmptyState message={res && !res.status ? res.message : messages.noDataFound} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={980} type="native">
            <Table verticalSpacing="sm" highlightOnHover aria-label="Pending entries">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">No</Table.Th>
                  {TASK_COLUMNS.map((column, i) => (
                    <Table.Th key={column} scope="col" aria-sort={state.order_by === i ? (state.asc ? 'ascending' : 'descending') : undefined}>
                      <UnstyledButton onClick={() => sortBy(i)} fw={700} fz="sm">
                        <Group gap={4} wrap="nowrap">
                          {column}
                          {state.order_by === i && (state.asc ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />)}
                        </Group>
                      </UnstyledButton>
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tasks.map((task, i) => {
                  // The row's number in the whole queue, as the No column shows it and the actions name it.
                  const number = (state.page - 1) * state.n + i + 1;
                  return (
                    <Table.Tr key={task.question_id}>
                      <Table.Td>{number}</Table.Td>
                      <Table.Td>{task.subject_name}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/subject/detail/${task.subject_code}/content?id=${task.chapter_id}`} fz="sm">
                          {task.chapter_name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/subject/${task.subject_code}/${task.chapter_mini_game_id}/question?id=${task.question_id}`} fz="sm">
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
                        <Group gap={2} wrap="nowrap">
                          <Tooltip label="Approve">
                            <ActionIcon variant="subtle" color="teal.9" aria-label={`Approve task ${number}`} onClick={() => void decideOne(task, 'approve')}>
                              <IconCheck size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Decline">
                            <ActionIcon variant="subtle" color="red.9" aria-label={`Decline task ${number}`} onClick={() => setDeclining(task)}>
                              <IconX size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="View changes">
                            <ActionIcon variant="subtle" aria-label={`View changes of task ${number}`} onClick={() => setDetailOf(task.question_id)}>
                              <IconGitCompare size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {res?.status && total > 0 && (
        <Group justify="space-between">
          <Group gap="xs">
            <Select aria-label="Tasks per page" data={QUESTION_PAGE_SIZES.map(String)} value={String(state.n)} onChange={(v) => update({ n: Number(v), page: 1 })} w={90} allowDeselect={false} />
            <Text fz="sm" c="dimmed">
              Showing {tasks.length} of {total} entries
            </Text>
          </Group>
          {(res.total_page ?? 0) > 1 && <Pagination total={res.total_page ?? 1} value={state.page} onChange={(p) => update({ page: p })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />}
        </Group>
      )}
      <TaskDetail
        questionId={detailOf}
        order={state}
        busy={busy}
        onClose={() => setDetailOf(null)}
        onNext={setDetailOf}
        onApprove={async (task) => (await decideOne(task, 'approve')) && setDetailOf(task.next_question_id)}
        onDecline={(task) => setDeclining(task)}
      />
      <DeclineModal
        opened={declining !== null}
        title={declining === 'all' ? `Decline all ${total} entries` : 'Decline entry'}
        busy={busy}
        onClose={() => setDeclining(null)}
        onDecline={(comment) => {
          if (declining === 'all') void decideAll('decline', comment);
          else if (declining) void decideOne(declining, 'decline', comment).then((done) => done && detailOf === declining.question_id && setDetailOf(declining.next_question_id));
        }}
      />
      <ConfirmDialog opened={approvingAll} title="Approve all entries?" confirmLabel="Approve all" busy={busy} onClose={() => setApprovingAll(false)} onConfirm={() => void decideAll('approve')}>
        {`All ${total} entries waiting for your review will be approved.`}
      </ConfirmDialog>
    </PageFrame>
  );
}
