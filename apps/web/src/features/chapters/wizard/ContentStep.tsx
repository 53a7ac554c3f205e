import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconEye, IconInfoCircle } from '@tabler/icons-react';
import {
  checkQuestion, endpoints, hasEntryForm, problemMessages, questionMessages, writePath, type ChapterCreateBody, type PreviewResult, type QuestionProblem,
} from '@cp/contract';
import { notify } from '@cp/ui';
import { call } from '../../../lib/api';
import { EntryForm } from '../../questions/EntryForm';
import { PreviewPanel } from '../../questions/PreviewPanel';
import type { ChapterDraft } from './chapter-draft';

/** One toast for a failed call: its messages as a list, or the fallback when the server gave none. */
export function notifyFailure(res: { message?: string; data?: unknown }, fallback: string) {
  const listed = (res.data as { messages?: unknown } | null)?.messages;
  const lines = Array.isArray(listed) && listed.length ? (listed as string[]) : res.message ? [res.message] : [fallback];
  notify.error(lines.length === 1 ? lines[0] : (
    <List size="sm">
      {lines.map((l) => (
        <List.Item key={l}>{l}</List.Item>
      ))}
    </List>
  ));
}

export function chapterRequest(code: string, draft: ChapterDraft, withEntry: boolean): ChapterCreateBody {
  return {
    code,
    chapter_name: draft.title.trim(),
    completion_rate: draft.completion,
    module_id: draft.format!.id,
    minigame_id: draft.minigame!.minigame_id,
    module_id_game: draft.minigame!.module_id,
    mg_name: draft.minigame!.minigame_name,
    teaching_format: draft.format!.name,
    platforms: draft.platforms.filter((p) => (p === 'doc' ? draft.minigame!.is_doc : draft.minigame!.is_chatbot)),
    question_object: withEntry ? draft.entry : null,
  };
}

/** Step 5: the first entry and its preview on each platform; Save needs a preview first, Skip saves without an entry. */
export function ContentStep({ code, draft, onDraft, onBack, onSave, saving }: {
  code: string;
  draft: ChapterDraft;
  onDraft: (d: ChapterDraft) => void;
  onBack: () => void;
  onSave: (withEntry: boolean) => void;
  saving: boolean;
}) {
  const minigame = draft.minigame!;
  const [problems, setProblems] = useState<QuestionProblem[]>([]);
  const [tried, setTried] = useState(false);
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const withForm = hasEntryForm(minigame.module_id);

  const change = (path: string, value: unknown) => {
    const entry = writePath(draft.entry, path, value);
    onDraft({ ...draft, entry });
    if (tried) setProblems(checkQuestion(minigame.module_id, entry).problems);
  };

  const openPreview = async () => {
    setTried(true);
    const local = checkQuestion(minigame.module_id, draft.entry).problems;
    setProblems(local);
    if (local.length) return notifyFailure({ data: { messages: problemMessages(local) } }, questionMessages.previewFailed);
    setPreviewing(true);
    try {
      const res = await call(endpoints.generatePreview, { body: { ...chapterRequest(code, draft, true), question_object: draft.entry } });
      if (res.status) setPreview(res.data);
      else notifyFailure(res, questionMessages.previewFailed);
    } finally {
      setPreviewing(false);
    }
  };

  const localImage = typeof draft.entry.image === 'string' && draft.entry.image.startsWith('data:') ? draft.entry.image : null;
  return (
    <Stack>
      {withForm ? (
        <>
          <Text fz="sm" c="dimmed">
            Write the first entry of {minigame.minigame_name}, then preview it on each platform before saving. You can add more entries afterwards.
          </Text>
          <EntryForm gameModuleId={minigame.module_id} entry={draft.entry} onChange={change} problems={problems} />
        </>
      ) : (
        <Alert icon={<IconInfoCircle size={18} aria-hidden />} variant="light">
          Reading passages and their questions are written in the reading builder once the chapter exists.
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Group>
          <Button variant="subtle" onClick={() => onSave(false)} loading={saving && !preview}>
            {withForm ? 'Skip creation' : 'Create chapter'}
          </Button>
          {withForm && (
            <Button leftSection={<IconEye size={16} aria-hidden />} onClick={() => void openPreview()} loading={previewing}>
              Preview
            </Button>
          )}
        </Group>
      </Group>
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={`Preview: ${minigame.minigame_name}`} size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
        {preview && (
          <Stack>
            <PreviewPanel result={preview} localImage={localImage} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPreview(null)}>
                Edit entry
              </Button>
              <Button onClick={() => onSave(true)} loading={saving}>
                Save chapter
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
