import { Group, Modal, Stack, Text, Timeline } from '@mantine/core';
import { EmptyState, Loading } from '@cp/ui';
import { formatTime } from '@cp/ui';
import { EntryStateBadge } from './EntryStateBadge';
import { EntryValues } from './EntryValues';
import { useEntryHistory } from './review-api';


/** Every saved state of an entry, newest first: status, who, when, the entry then and the reviewer's comment. */
export function HistoryModal({ questionId, gameModuleId, onClose }: { questionId: number | null; gameModuleId: number; onClose: () => void }) {
  const history = useEntryHistory(questionId);
  const items = history.data?.status ? history.data.data : [];
  return (
    <Modal opened={questionId !== null} onClose={onClose} title="History" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {history.isPending ? (
        <Loading label="Loading history" />
      ) : items.length === 0 ? (
        <EmptyState message={history.data && !history.data.status ? history.data.message : 'No history yet.'} />
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {items.map((item, i) => (
            <Timeline.Item
              key={i}
              title={
                <Group gap="xs">
                  <EntryStateBadge state={item.status} />
                  <Text fz="sm">
                    {item.editor ?? 'Someone'} · {formatTime(item.date)}
                  </Text>
                </Group>
              }
            >
              <Stack gap={6} mt={6}>
                {item.comment && (
                  <Text fz="sm" fs="italic">
                    “{item.comment}”
                  </Text>
                )}
                <EntryValues gameModuleId={gameModuleId} entry={item.question_object} label={`${item.status} version of ${formatTime(item.date)}`} />
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}
