import { useState } from 'react';
import { Button, Group, Pagination, Select, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconX } from '@tabler/icons-react';
import { DEFAULT_TASK_SORT, QUESTION_PAGE_SIZES, TASK_COLUMNS, endpoints, messages, type ManagerTask, type ReviewDecision } from '@cp/contract';
import { ConfirmDialog, EmptyState, Loading, PageFrame, announce, formatCount, useAddressState, useScreenMatches, useStayOnLastPage } from '@cp/ui';
import { call } from '../../lib/api';
import { useDrawnInSteps } from '../../lib/drawn-in-steps';
import { pagingParams, readPaging } from '../../lib/paging-params';
import { NOTICE_POLL_MS } from '../notifications/hooks';
import { DeclineModal } from '../review/DeclineModal';
import { refreshAfterReview, useReview } from '../review/review-api';
import type { TaskHandlers } from './TaskActions';
import { TaskCards } from './TaskCards';
import { TaskDetail } from './TaskDetail';
import { TaskTable } from './TaskTable';
import type { OrderChange } from './task-links';

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
  // Below this the table (980 px) would scroll sideways and hide its actions.
  const narrow = useScreenMatches('(max-width: 64em)');
  const res = list.data;
  const total = res?.status ? (res.total_record ?? 0) : 0;
  // A page of 100 drew for a second on a slow computer: 20 rows come with it, the rest 20 at a time.
  const all = res?.status ? res.data : [];
  const tasks = useDrawnInSteps(all, { first: 20, step: 20, restart: `${state.page} ${state.n} ${state.order_by} ${state.asc}` });
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
  // A new order starts on page 1; both the table's headers and the cards' controls work it out from the address at the click.
  const reorder = (change: OrderChange) => update((current) => ({ ...change(current), page: 1 }));
  const sortBy = (column: number) => reorder((current) => ({ order_by: column, asc: current.order_by === column ? !current.asc : false }));
  const handlers: TaskHandlers = { onApprove: (task) => void decideOne(task, 'approve'), onDecline: setDeclining, onView: (task) => setDetailOf(task.question_id) };
  // A row's number in the whole queue, as the No column shows it and the actions name it.
  const first = (state.page - 1) * state.n + 1;

  return (
    <PageFrame
      title="Task"
      description={<Text c="dimmed">Entries waiting for your review across the subjects you manage.</Text>}
      actions={
        total > 0 && (
          <Group gap="xs">
            <Button color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setApprovingAll(true)}>
              Approve all ({formatCount(total)})
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
      ) : all.length === 0 ? (
        <EmptyState message={res && !res.status ? res.message : messages.noDataFound} />
      ) : narrow ? (
        <TaskCards tasks={tasks} first={first} order={state} onOrder={reorder} handlers={handlers} />
      ) : (
        <TaskTable tasks={tasks} first={first} order={state} onSort={sortBy} handlers={handlers} />
      )}
      {res?.status && total > 0 && (
        <Group justify="space-between">
          <Group gap="xs">
            <Select aria-label="Tasks per page" data={QUESTION_PAGE_SIZES.map(String)} value={String(state.n)} onChange={(v) => update({ n: Number(v), page: 1 })} w={90} allowDeselect={false} />
            <Text fz="sm" c="dimmed">
              Showing {all.length} of {formatCount(total)} entries
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
        title={declining === 'all' ? `Decline all ${formatCount(total)} entries` : 'Decline entry'}
        busy={busy}
        onClose={() => setDeclining(null)}
        onDecline={(comment) => {
          if (declining === 'all') void decideAll('decline', comment);
          else if (declining) void decideOne(declining, 'decline', comment).then((done) => done && detailOf === declining.question_id && setDetailOf(declining.next_question_id));
        }}
      />
      <ConfirmDialog opened={approvingAll} title="Approve all entries?" confirmLabel="Approve all" busy={busy} onClose={() => setApprovingAll(false)} onConfirm={() => void decideAll('approve')}>
        {`All ${formatCount(total)} entries waiting for your review will be approved.`}
      </ConfirmDialog>
    </PageFrame>
  );
}
