import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconEye } from '@tabler/icons-react';
import { checkQuestion, endpoints, questionMessages, offersSaveAndNext, problemMessages, writePath, type QuestionObject } from '@cp/contract';
import { LeaveGuard, notify, useScreenMatches } from '@cp/ui';
import { call } from '../../lib/api';
import { MathDock, MathToggle } from '../math-keyboard/MathDock';
import { useMathKeyboard, type MathKeyboard } from '../math-keyboard/use-math-keyboard';
import { EntryForm } from './EntryForm';
import { failureLines, notifyLines } from './failure-toast';
import { PreviewPanel } from './PreviewPanel';
import { unsavedImage, useEntryPreview } from './use-entry-preview';

import { bannerKey, listKey } from './question-api';

const failWording = { one: questionMessages.failOne, many: questionMessages.failList };

export interface EditingEntry {
  id?: number;
  /** The revision the edit starts from (the server refuses a save over a newer one). */
  revision?: number;
  entry: QuestionObject;
}

/** `onAdded` gets the id of each new entry (the table then shows the page holding it). */
export function EntryModal({ mg, moduleId, minigameId, editing, onClose, onAdded }: {
  mg: number;
  moduleId: number;
  /** The catalogue minigame (for the preview); unknown until the list has loaded. */
  minigameId: number | undefined;
  editing: EditingEntry | null;
  onClose: () => void;
  onAdded: (id: number) => void;
}) {
  const math = useMathKeyboard();
  const phone = useScreenMatches('(max-width: 36em)');
  return (
    <Modal.Root opened={editing !== null} onClose={onClose} size="xl" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{editing?.id ? 'Edit entry' : 'Add New Entry'}</Modal.Title>
          <Group gap="xs" ml="auto">
            <MathToggle keyboard={math} />
            <Modal.CloseButton aria-label="Close" ml={0} />
          </Group>
        </Modal.Header>
        <Modal.Body>{editing && <EntryEditor key={editing.id ?? 'new'} mg={mg} moduleId={moduleId} minigameId={minigameId} editing={editing} onClose={onClose} onAdded={onAdded} math={math} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function EntryEditor({ mg, moduleId, minigameId, editing, onClose, onAdded, math }: {
  mg: number;
  moduleId: number;
  minigameId: number | undefined;
  editing: EditingEntry;
  onClose: () => void;
  onAdded: (id: number) => void;
  math: MathKeyboard;
}) {
  const client = useQueryClient();
  const [entry, setEntry] = useState<QuestionObject>(editing.entry);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);

  const previews = useEntryPreview();

  const change = (path: string, value: unknown) => {
    setEntry((current) => writePath(current, path, value));
    setDirty(true);
    // A preview shows the entry as it was; a change makes it stale.
    previews.clear();
  };
  /** The entry on each platform of the minigame, with Telegram's limits checked, before saving. */
  const openPreview = async () => {
    setTried(true);
    const local = checkQuestion(moduleId, entry).problems;
    if (local.length) return notifyLines(problemMessages(local), failWording);
    if (minigameId) await previews.open({ minigame_id: minigameId, question_object: entry });
  };
  const save = async (andNext: boolean) => {
    setTried(true);
    const local = checkQuestion(moduleId, entry).problems;
    if (local.length) return notifyLines(problemMessages(local), failWording);
    setSaving(true);
    try {
      const res = await call(endpoints.saveQuestion, { params: { mg }, body: { id: editing.id, revision: editing.revision, question_object: entry } });
      // Fresh entries either way: after a refusal (someone saved meanwhile) the list shows their version.
      const fresh = client.invalidateQueries({ queryKey: listKey(mg) });
      void client.invalidateQueries({ queryKey: bannerKey(mg) });
      if (!res.status) return notifyLines(failureLines(res, questionMessages.saveFailed), failWording);
      notify.success(res.message);
      setDirty(false);
      if (!editing.id) onAdded(res.data.question_id);
      if (andNext) {
        setEntry({});
        setTried(false);
      } else {
        // Closed once the list holds the saved entry: opened again at once, it showed the one before.
        await fresh;
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };
  // Once Save was tried, problems follow every keystroke.
  const shown = tried ? checkQuestion(moduleId, entry).problems : [];
  return (
    <Stack>
      <LeaveGuard when={dirty} />
      <div onFocusCapture={math.onFocusCapture}>
        <EntryForm gameModuleId={moduleId} entry={entry} onChange={change} problems={shown} />
      </div>
      {previews.preview && (
        <section aria-label="Preview">
          <PreviewPanel result={previews.preview} localImage={unsavedImage(entry)} />
        </section>
      )}
      <Group justify="flex-end">
        <Button variant="subtle" leftSection={<IconEye size={16} aria-hidden />} onClick={() => void openPreview()} loading={previews.previewing} disabled={!minigameId} mr="auto">
          Preview
        </Button>
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
      <MathDock keyboard={math} />
    </Stack>
  );
}
