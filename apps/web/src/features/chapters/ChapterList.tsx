import './chapters.css';
import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LOCKED_SUBJECT_CODE, chapterMessages, endpoints, messages, type Chapter, type ChapterMinigame, type Subject } from '@cp/contract';
import { ConfirmDialog, EmptyState, Loading, notify } from '@cp/ui';
import { call } from '../../lib/api';
import { AddMinigameModal } from './AddMinigameModal';
import { useChapterAction, useChapters } from './chapter-api';
import { ChapterEditModal } from './ChapterEditModal';
import { MinigameRow, type MinigameAction } from './MinigameRow';

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
    document.getElementById(`chapter-${focusId}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [focusId, list.data]);

  const move = async (index: number, by: -1 | 1) => {
    if (index + by < 0) return void notify.error(chapterMessages.moveUpFirst);
    if (index + by >= chapters.length) return void notify.error(chapterMessages.moveDownLast);
    const ids = chapters.map((c) => c.chapter_id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    await act(() => call(endpoints.orderChapters, { body: { code, orders: ids } }));
  };

  const onMinigame = (chapter: Chapter, minigame: ChapterMinigame, action: MinigameAction) => {
    if (action === 'delete') return setPending({ kind: 'delete-minigame', chapter, minigame });
    if (action === 'unhide') return void act(() => call(endpoints.unhideChapterMinigame, { params: { chapterId: chapter.chapter_id, id: minigame.chapter_minigame_id } }));
    // Hiding a minigame that shares content asks whether the linked ones go too (keep_linked).
    if (minigame.linked_mini_games.length > 0) return setPending({ kind: 'hide-linked', chapter, minigame });
    void hide(chapter, minigame, true);
  };
  const hide = (chapter: Chapter, minigame: ChapterMinigame, keepLinked: boolean) =>
    act(() => call(endpoints.hideChapterMinigame, { params: { chapterId: chapter.chapter_id, id: minigame.chapter_minigame_id }, body: { keep_linked: keepLinked ? 1 : 0 } }));

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
      <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Chapters">
        {chapters.map((chapter, index) => (
          <Card
            key={chapter.chapter_id}
            component="li"
            id={`chapter-${chapter.chapter_id}`}
            withBorder
            radius="md"
            className="chapter-card"
            data-focused={chapter.chapter_id === focusId || undefined}
            aria-current={chapter.chapter_id === focusId ? 'true' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4}>
                <Title order={2} fz="lg">
                  {index + 1}. {chapter.chapter_name}
                </Title>
                <Group gap={6}>
                  <Badge variant="light" color="gray" c="gray.8">
                    Completion {chapter.completion_rate}%
                  </Badge>
                  <Text fz="sm" c="gray.7">
                    {chapter.minigames.length} minigame{chapter.minigames.length === 1 ? '' : 's'}
                  </Text>
                </Group>
              </Stack>
              {canManage && (
                <Group gap={2} wrap="nowrap">
                  <Tooltip label="Move up">
                    <ActionIcon variant="subtle" color="gray" c="gray.8" aria-label={`Move ${chapter.chapter_name} up`} onClick={() => void move(index, -1)}>
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Move down">
                    <ActionIcon variant="subtle" color="gray" c="gray.8" aria-label={`Move ${chapter.chapter_name} down`} onClick={() => void move(index, 1)}>
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Edit">
                    <ActionIcon variant="subtle" color="gray" c="gray.8" aria-label={`Edit ${chapter.chapter_name}`} onClick={() => setEditing(chapter)}>
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${chapter.chapter_name}`} onClick={() => setPending({ kind: 'delete-chapter', chapter })}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Group>
            <Stack component="ul" gap={0} p={0} mt="sm" mb={0} style={{ listStyle: 'none' }} aria-label={`Minigames of ${chapter.chapter_name}`}>
              {chapter.minigames.map((m) => (
                <MinigameRow key={m.chapter_minigame_id} code={code} minigame={m} canManage={canManage} onAction={(a) => onMinigame(chapter, m, a)} />
              ))}
            </Stack>
            {canManage && (
              <Group mt="xs">
                <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(chapter)}>
                  Add Minigame
                </Button>
              </Group>
            )}
          </Card>
        ))}
      </Stack>

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
