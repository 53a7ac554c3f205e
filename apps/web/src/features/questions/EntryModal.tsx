import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { checkQuestion, endpoints, questionMessages, offersSaveAndNext, problemMessages, writePath, type QuestionObject } from '@cp/contract';
import { LeaveGuard, notify } from '@cp/ui';
import { call } from '../../lib/api';
import { EntryForm } from './EntryForm';
import { failureLines, notifyLines } from './failure-toast';

const failWording = { one: questionMessages.failOne, many: questionMessages.failList };
import { bannerKey, listKey } from './question-api';

export interface EditingEntry {
  id?: number;
  entry: QuestionObject;
}

/** `onAdded` gets the id of each new entry (the table then shows the page holding it). */
export function EntryModal({ mg, moduleId, editing, onClose, onAdded }: { mg: number; moduleId: number; editing: EditingEntry | null; onClose: () => void; onAdded: (id: number) => void }) {
  return (
    <Modal opened={editing !== null} onClose={onClose} title={editing?.id ? 'Edit entry' : 'Add New Entry'} size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      {editing && <EntryEditor key={editing.id ?? 'new'} mg={mg} moduleId={moduleId} editing={editing} onClose={onClose} onAdded={onAdded} />}
    </Modal>
  );
}

function EntryEditor({ mg, moduleId, editing, onClose, onAdded }: { mg: number; moduleId: number; editing: EditingEntry; onClose: () => void; onAdded: (id: number) => void }) {
  const client = useQueryClient();
  const [entry, setEntry] = useState<QuestionObject>(editing.entry);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);

  const change = (path: string, value: unknown) => {
    setEntry((current) => writePath(current, path, value));
    setDirty(true);
  };
  const save = async (andNext: boolean) => {
    setTried(true);
    const local = checkQuestion(moduleId, entry).problems;
    if (local.length) return notifyLines(problemMessages(local), failWording);
    setSaving(true);
    try {
      const res = await call(endpoints.saveQuestion, { params: { mg }, body: { id: editing.id, question_object: entry } });
      if (!res.status) return notifyLines(failureLines(res, questionMessages.saveFailed), failWording);
      notify.success(res.message);
      setDirty(false);
      if (!editing.id) onAdded(res.data.question_id);
      void client.invalidateQueries({ queryKey: listKey(mg) });
      void client.invalidateQueries({ queryKey: bannerKey(mg) });
      if (andNext) {
        setEntry({});
        setTried(false);
      } else onClose();
    } finally {
      setSaving(false);
    }
  };
  // Once Save was tried, problems follow every keystroke.
  const shown = tried ? checkQuestion(moduleId, entry).problems : [];
  return (
    <Stack>
      <LeaveGuard when={dirty} />
      <EntryForm gameModuleId={moduleId} entry={entry} onChange={change} problems={shown} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        {offersSaveAndNext(moduleId) && !editing.id && (
          <Button variant="light" loading={saving} onClick={() => void save(true)}>
            Save & add next
          </Button>
        )}
        <Button loading={saving} onClick={() => void save(false)}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
