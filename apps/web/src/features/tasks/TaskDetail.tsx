import { Button, Group, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowRight } from '@tabler/icons-react';
import { endpoints, type ManagerTask, type ManagerTasksBody } from '@cp/contract';
import { EmptyState, Loading } from '@cp/ui';
import { call } from '../../lib/api';
import { ChangesView } from '../review/ChangesModal';

/** One task: where it is, who wrote it, the approved version against the one on review, and the decisions. */
export function TaskDetail({ questionId, order, busy, onClose, onNext, onApprove, onDecline }: {
  questionId: number | null;
  order: ManagerTasksBody;
  busy: boolean;
  onClose: () => void;
  onNext: (id: number) => void;
  onApprove: (task: ManagerTask) => void;
  onDecline: (task: ManagerTask) => void;
}) {
  const detail = useQuery({
    queryKey: ['manager-tasks', 'detail', questionId, order],
    queryFn: () => call(endpoints.managerTask, { params: { question_id: questionId! }, body: order }),
    enabled: questionId !== null,
  });
  const res = detail.data;
  const task = res?.status ? res.data.task : null;
  return (
    <Modal opened={questionId !== null} onClose={onClose} title="View changes" size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      {detail.isPending ? (
        <Loading label="Loading the task" />
      ) : !res?.status || !task ? (
        <EmptyState message={res?.message ?? 'This entry is no longer waiting for review.'} />
      ) : (
        <>
          <Text fz="sm" c="dimmed" mb="md">
            {task.subject_name} · {task.chapter_name} · {task.mini_game_name} · by {task.editor ?? 'someone'}
          </Text>
          <ChangesView
            changes={{ old: res.data.old, new: res.data.new, changed: res.data.changed, gameModuleId: task.module_game_id }}
            actions={
              <Group justify="space-between">
                <Button variant="subtle" rightSection={<IconArrowRight size={16} aria-hidden />} disabled={!task.next_question_id} onClick={() => onNext(task.next_question_id!)}>
                  Next task
                </Button>
                <Group gap="xs">
                  <Button variant="light" color="red" onClick={() => onDecline(task)}>
                    Decline
                  </Button>
                  <Button color="teal.9" loading={busy} onClick={() => onApprove(task)}>
                    Approve
                  </Button>
                </Group>
              </Group>
            }
          />
        </>
      )}
    </Modal>
  );
}
