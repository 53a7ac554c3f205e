import { useState } from 'react';
import { Button, Group, List, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { checkQuestion, endpoints, entryMessages, offersSaveAndNext, problemMessages, writePath, type QuestionObject, type QuestionProblem } from '@cp/contract';
import { LeaveGuard, notify } from '@cp/ui';
import { call } from '../../lib/api';
import { EntryForm } from './EntryForm';
import { bannerKey, listKey } from './question-api';

export interface EditingEntry {
  id?: number;
  entry: QuestionObject;
}

function notifySaveFailure(lines: string[]) {
  notify.error(lines.length === 1 ? `${entryMessages.failOne}${lines[0]}` : (
    <>
      {entryMessages.failList}
      <List size="sm">
        {lines.map((l) => (
          <List.Item key={l}>{l}</List.Item>
        ))}
      </List>
    </>
  ));
}

/** Add or edit one entry: the form of its game module, checked as it is typed once Save was tried. */
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
  const [problems, setProblems] = useState<QuestionProblem[]>([]);
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
    setProblems(local);
    if (local.length) return notifySaveFailure(problemMessages(local));
    setSaving(true);
    try {
      const res = await call(endpoints.saveQuestion, { params: { mg }, body: { id: editing.id, question_object: entry } });
      if (!res.status) {
        const listed = (res.data as unknown as { messages?: string[] } | null)?.messages;
        return notifySaveFailure(listed?.length ? listed : [res.message || 'Cannot save question.']);
      }
      notify.success(res.message);
      setDirty(false);
      if (!editing.id) onAdded(res.data.question_id);
      void client.invalidateQueries({ queryKey: listKey(mg) });
      void client.invalidateQueries({ queryKey: bannerKey(mg) });
      if (andNext) {
        setEntry({});
        setTried(false);
        setProblems([]);
      } else onClose();
    } finally {
      setSaving(false);
    }
  };
  const shown = tried ? checkQuestion(moduleId, entry).problems : problems;
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
