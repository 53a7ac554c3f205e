import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconEye, IconInfoCircle } from '@tabler/icons-react';
import { checkQuestion, hasEntryForm, platformsOf, problemMessages, writePath, type ChapterCreateBody } from '@cp/contract';
import { MathDock, MathToggle } from '../../math-keyboard/MathDock';
import { useMathKeyboard } from '../../math-keyboard/use-math-keyboard';
import { EntryForm } from '../../questions/EntryForm';
import { notifyLines } from '../../questions/failure-toast';
import { PreviewPanel } from '../../questions/PreviewPanel';
import { unsavedImage, useEntryPreview } from '../../questions/use-entry-preview';
import type { ChapterDraft } from './chapter-draft';

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
    platforms: draft.platforms.filter((p) => platformsOf({ isDoc: draft.minigame!.is_doc, isChatbot: draft.minigame!.is_chatbot }).includes(p)),
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
  const [tried, setTried] = useState(false);
  const previews = useEntryPreview();
  const withForm = hasEntryForm(minigame.module_id);
  const math = useMathKeyboard();

  const change = (path: string, value: unknown) => onDraft({ ...draft, entry: writePath(draft.entry, path, value) });
  // Once the author has tried, problems follow every keystroke.
  const problems = tried ? checkQuestion(minigame.module_id, draft.entry).problems : [];

  const openPreview = async () => {
    setTried(true);
    const local = checkQuestion(minigame.module_id, draft.entry).problems;
    if (local.length) return notifyLines(problemMessages(local));
    await previews.open({ ...chapterRequest(code, draft, true), question_object: draft.entry });
  };

  return (
    <Stack>
      {withForm ? (
        <>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text fz="sm" c="dimmed">
              Write the first entry of {minigame.minigame_name}, then preview it on each platform before saving. You can add more entries afterwards.
            </Text>
            <MathToggle keyboard={math} />
          </Group>
          <div onFocusCapture={math.onFocusCapture}>
            <EntryForm gameModuleId={minigame.module_id} entry={draft.entry} onChange={change} problems={problems} />
          </div>
          <MathDock keyboard={math} />
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
          <Button variant="subtle" onClick={() => onSave(false)} loading={saving && !previews.preview}>
            {withForm ? 'Skip creation' : 'Create chapter'}
          </Button>
          {withForm && (
            <Button leftSection={<IconEye size={16} aria-hidden />} onClick={() => void openPreview()} loading={previews.previewing}>
              Preview
            </Button>
          )}
        </Group>
      </Group>
      <Modal opened={previews.preview !== null} onClose={previews.clear} title={`Preview: ${minigame.minigame_name}`} size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
        {previews.preview && (
          <Stack>
            <PreviewPanel result={previews.preview} localImage={unsavedImage(draft.entry)} />
            <Group justify="flex-end">
              <Button variant="default" onClick={previews.clear}>
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
