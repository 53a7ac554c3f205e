import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { QuestionEntry } from '@cp/contract';
import { ConfirmDialog, formatCount } from '@cp/ui';
import { ChangesModal } from './ChangesModal';
import { DeclineModal } from './DeclineModal';
import { HistoryModal } from './HistoryModal';
import { useEntryChanges, useReview } from './review-api';

/** What a row can ask of the review dialogs. */
export interface EntryReviewActions {
  approve: (e: QuestionEntry) => void;
  decline: (e: QuestionEntry) => void;
  changes: (e: QuestionEntry) => void;
  history: (e: QuestionEntry) => void;
}

/**
 * The question page's review: approve or decline an entry (from its row or from View changes, with
 * the revision the manager saw), all entries on review at once (confirmed), and History for anyone
 * with a role. Returns the row actions, the bulk buttons and the dialogs to render.
 */
export function useEntryReview({ mg, gameModuleId, pendingCount }: { mg: number; gameModuleId: number; pendingCount: number }) {
  const review = useReview();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState<{ id: number | 'all'; revision?: number } | null>(null);
  const [approvingAll, setApprovingAll] = useState(false);
  const [changesOf, setChangesOf] = useState<number | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const changes = useEntryChanges(changesOf);
  const seen = changes.data?.status ? changes.data.data : null;

  const run = async (target: number | 'all', decision: 'approve' | 'decline', body: { revision?: number; comment?: string }) => {
    setBusy(true);
    try {
      if (await review(mg, target, decision, body)) {
        setDeclining(null);
        setApprovingAll(false);
        setChangesOf(null);
      }
    } finally {
      setBusy(false);
    }
  };

  const actions: EntryReviewActions = {
    approve: (e) => void run(e.question_id, 'approve', { revision: e.revision }),
    decline: (e) => setDeclining({ id: e.question_id, revision: e.revision }),
    changes: (e) => setChangesOf(e.question_id),
    history: (e) => setHistoryOf(e.question_id),
  };

  const bulkButtons = pendingCount > 0 && (
    <Group gap="xs">
      <Button color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setApprovingAll(true)}>
        Approve all ({formatCount(pendingCount)})
      </Button>
      <Button variant="light" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => setDeclining({ id: 'all' })}>
        Decline all
      </Button>
    </Group>
  );

  const dialogs = (
    <>
      <ChangesModal
        opened={changesOf !== null}
        onClose={() => setChangesOf(null)}
        changes={seen && { old: seen.old, new: seen.new, changed: seen.changed, gameModuleId: seen.module_id }}
        actions={
          seen && (
            <Group justify="flex-end">
              <Button variant="light" color="red" onClick={() => setDeclining({ id: changesOf!, revision: seen.revision })}>
                Decline
              </Button>
              <Button color="teal.9" loading={busy} onClick={() => void run(changesOf!, 'approve', { revision: seen.revision })}>
                Approve
              </Button>
            </Group>
          )
        }
      />
      <DeclineModal
        opened={declining !== null}
        title={declining?.id === 'all' ? `Decline all ${formatCount(pendingCount)} entries on review` : 'Decline entry'}
        busy={busy}
        onClose={() => setDeclining(null)}
        onDecline={(comment) => void run(declining!.id, 'decline', { comment, revision: declining!.revision })}
      />
      <ConfirmDialog opened={approvingAll} title="Approve all entries?" confirmLabel="Approve all" busy={busy} onClose={() => setApprovingAll(false)} onConfirm={() => void run('all', 'approve', {})}>
        {`All ${formatCount(pendingCount)} entries on review in this minigame will be approved.`}
      </ConfirmDialog>
      <HistoryModal questionId={historyOf} gameModuleId={gameModuleId} onClose={() => setHistoryOf(null)} />
    </>
  );
  return { actions, bulkButtons, dialogs };
}
