import './chapters.css';
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LOCKED_SUBJECT_CODE, chapterMessages, endpoints, messages, type Chapter, type ChapterMinigame, type Subject } from '@cp/contract';
import { ConfirmDialog, EmptyState, Loading, notify } from '@cp/ui';
import { call } from '../../lib/api';
import { useDrawnInSteps } from '../../lib/drawn-in-steps';
import { AddMinigameModal } from './AddMinigameModal';
import { useChapterAction, useChapters } from './chapter-api';
import { ChapterCard, type ChapterHandlers } from './ChapterCard';
import { ChapterEditModal } from './ChapterEditModal';
import type { MinigameAction } from './MinigameRow';

type Pending =
  | { kind: 'delete-chapter'; chapter: Chapter }
  | { kind: 'delete-minigame' | 'hide-linked'; chapter: Chapter; minigame: ChapterMinigame }
  | null;

/**
 * The content tab of a normal subject: chapters in order with their minigames. Role 3 reorders,
 * edits, deletes and adds; everyone else reads. `?id={chapter_id}` scrolls to that chapter and marks it.
 */
export function ChapterList({ subject }: { subject: Subject }) {
  const code = subject.code;
  const list = useChapters(code);
  const act = useChapterAction(code);
  const [params] = useSearchParams();
  const idParam = params.get('id');
  const focusId = Number(idParam) || null;
  const [editing, setEditing] = useState<Chapter | null>(null);
  const [adding, setAdding] = useState<Chapter | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const canManage = subject.role === 3 && subject.code !== LOCKED_SUBJECT_CODE;
  const chapters = list.data ?? [];

  useEffect(() => {
    if (!focusId || !list.data) return;
    document.getElementById(`chapter-${focusId}`)?.scrollIntoView({ block: 'start' });
  }, [focusId, list.data]);

  const move = useCallbackRef(async (index: number, by: -1 | 1) => {
    if (index + by < 0) return void notify.error(chapterMessages.moveUpFirst);
    if (index + by >= chapters.length) return void notify.error(chapterMessages.moveDownLast);
    const ids = chapters.map((c) => c.chapter_id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    await act(() => call(endpoints.orderChapters, { body: { code, orders: ids } }));
  });

  const onMinigame = useCallbackRef((chapter: Chapter, minigame: ChapterMinigame, action: MinigameAction) => {
    if (action === 'delete') return setPending({ kind: 'delete-minigame', chapter, minigame });
    if (action === 'unhide') return void act(() => call(endpoints.unhideChapterMinigame, { params: { chapterId: chapter.chapter_id, id: minigame.chapter_minigame_id } }));
    // Hiding a minigame that shares content asks whether the linked ones go too (keep_linked).
    if (minigame.linked_mini_games.length > 0) return setPending({ kind: 'hide-linked', chapter, minigame });
    void hide(chapter, minigame, true);
  });
  const hide = (chapter: Chapter, minigame: ChapterMinigame, keepLinked: boolean) =>
    act(() => call(endpoints.hideChapterMinigame, { params: { chapterId: chapter.chapter_id, id: minigame.chapter_minigame_id }, body: { keep_linked: keepLinked ? 1 : 0 } }));
  // One object for every card, so a card re-renders only when its own chapter changes.
  const handlers = useMemo<ChapterHandlers>(
    () => ({
      move: (index, by) => void move(index, by),
      edit: setEditing,
      remove: (chapter) => setPending({ kind: 'delete-chapter', chapter }),
      addMinigame: setAdding,
      minigame: onMinigame,
    }),
    [move, onMinigame],
  );

  const confirm = async (choice: 'main' | 'alternative') => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'delete-chapter') await act(() => call(endpoints.deleteChapter, { params: { id: pending.chapter.chapter_id } }));
      if (pending.kind === 'delete-minigame')
        await act(() => call(endpoints.deleteChapterMinigame, { params: { chapterId: pending.chapter.chapter_id, id: pending.minigame.chapter_minigame_id } }));
      if (pending.kind === 'hide-linked') await hide(pending.chapter, pending.minigame, choice === 'main');
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  if (list.isPending) return <Loading label="Loading chapters" lines={5} />;
  if (list.isError) return <EmptyState message={list.error.message || messages.serverFailure} />;
  // `?id=` must name a chapter of this subject that the caller can see; otherwise /not-found (spec 1 §8).
  if (idParam !== null && !chapters.some((c) => c.chapter_id === focusId)) return <Navigate to="/not-found" replace />;

  const addChapter = canManage && (
    <Button component={Link} to={`/chapter/add/${code}`} variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
      Add Chapter
    </Button>
  );
  if (chapters.length === 0) return <EmptyState message={messages.noChapters}>{addChapter}</EmptyState>;

  return (
    <Stack gap="md">
      {addChapter && <Group justify="flex-end">{addChapter}</Group>}
      <ChapterCards chapters={chapters} code={code} canManage={canManage} focusId={focusId} handlers={handlers} />

      <ChapterEditModal chapter={editing} onClose={() => setEditing(null)} act={act} />
      <AddMinigameModal chapter={adding} onClose={() => setAdding(null)} act={act} />
      <ConfirmDialog
        opened={pending?.kind === 'delete-chapter' || pending?.kind === 'delete-minigame'}
        title={pending?.kind === 'delete-chapter' ? 'Delete chapter' : 'Delete minigame'}
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={() => void confirm('main')}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'delete-chapter'
          ? `"${pending.chapter.chapter_name}" and its minigames, with their entries, will be deleted.`
          : pending?.kind === 'delete-minigame'
            ? `"${pending.minigame.minigame_name}" and its entries will be removed from "${pending.chapter.chapter_name}".`
            : ''}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending?.kind === 'hide-linked'}
        title="Hide linked minigames too?"
        confirmLabel="Hide only this one"
        busy={busy}
        onConfirm={() => void confirm('main')}
        onClose={() => setPending(null)}
        alternative={{ label: 'Hide all linked', onClick: () => void confirm('alternative') }}
      >
        {pending?.kind === 'hide-linked'
          ? `"${pending.minigame.minigame_name}" shares its content with ${pending.minigame.linked_mini_games.map((l) => `"${l.chapter_name}"`).join(', ')}.`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * The chapter cards. A subject can hold hundreds of minigames, and drawing them all at once froze the
 * page for over a second on a slow computer: the first six cards (and the one `?id=` names, with six
 * after it) come with the page, the rest eight at a time.
 */
function ChapterCards({ chapters, code, canManage, focusId, handlers }: { chapters: Chapter[]; code: string; canManage: boolean; focusId: number | null; handlers: ChapterHandlers }) {
  const drawn = useDrawnInSteps(chapters, { first: 6, step: 8, keep: (c) => c.chapter_id === focusId });
  return (
    <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Chapters">
      {drawn.map((chapter, index) => (
        <ChapterCard key={chapter.chapter_id} code={code} chapter={chapter} index={index} canManage={canManage} focused={chapter.chapter_id === focusId} handlers={handlers} />
      ))}
    </Stack>
  );
}
