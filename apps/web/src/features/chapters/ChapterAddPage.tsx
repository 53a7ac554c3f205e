import './chapters.css';
import { useEffect, useState } from 'react';
import { Anchor, Breadcrumbs, Button, Group, Modal, Paper, Slider, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CHAPTER_NAME_MAX, COMPLETION_STEP, chapterNameSchema, endpoints, questionMessages } from '@cp/contract';
import { CharCounter, ConfirmDialog, LeaveGuard, Loading, PageFrame } from '@cp/ui';
import { call } from '../../lib/api';
import { useSubject } from '../subjects/subject-api';
import { chaptersKey } from './chapter-api';
import { FormatStep, MinigameStep } from './wizard/ChoiceSteps';
import { failureLines, notifyLines } from '../questions/failure-toast';
import { ContentStep, chapterRequest } from './wizard/ContentStep';
import {
  CHAPTER_STEPS, chapterStepToShow, clearChapterDraft, doneSteps, emptyChapterDraft, hasChanges, loadChapterDraft, storeChapterDraft, type ChapterDraft,
} from './wizard/chapter-draft';

const COMPLETION_MARKS = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }));

/**
 * /chapter/add/:code?step=N — the Add Chapter wizard (spec 2 §2): title, completion, teaching
 * format, minigame, then the first entry with its preview. Role 3 only; the draft survives a reload.
 */
export function ChapterAddPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const subject = useSubject(code);
  const [draft, setDraftState] = useState<ChapterDraft>(() => loadChapterDraft(code) ?? emptyChapterDraft());
  const [titleError, setTitleError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<{ chapterMinigameId: number; name: string } | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const res = subject.data;
  const allowed = res?.status === true && res.data.role === 3 && !res.data.adaptive;
  useEffect(() => {
    if (!res) return;
    if (!res.status) navigate('/not-found', { replace: true });
    else if (res.data.role !== 3) navigate('/subject', { replace: true });
    else if (res.data.adaptive) navigate(`/subject/detail/${encodeURIComponent(code)}/content`, { replace: true });
  }, [res, code, navigate]);

  const requested = params.has('step') ? Number(params.get('step')) : null;
  const step = chapterStepToShow(draft, requested);
  useEffect(() => {
    if (allowed && requested !== step + 1) setParams({ step: String(step + 1) }, { replace: true });
  }, [allowed, requested, step, setParams]);

  // Each step starts at the top of the page, as a new page would.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const setDraft = (next: ChapterDraft) => {
    setDraftState(next);
    storeChapterDraft(code, next);
  };
  const goTo = (index: number) => setParams({ step: String(index + 1) });

  const contentUrl = `/subject/detail/${encodeURIComponent(code)}/content`;
  const save = async (withEntry: boolean) => {
    setSaving(true);
    try {
      const result = await call(endpoints.createChapter, { body: chapterRequest(code, draft, withEntry) });
      if (!result.status) return notifyLines(failureLines(result, questionMessages.chapterSaveFailed));
      clearChapterDraft(code);
      setLeaving(true);
      void client.invalidateQueries({ queryKey: chaptersKey(code) });
      void client.invalidateQueries({ queryKey: ['subject', code] });
      setCreated({ chapterMinigameId: result.data.minigames[0]!.chapter_minigame_id, name: result.data.chapter_name });
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    if (!hasChanges(draft)) return navigate(contentUrl);
    setConfirmCancel(true);
  };

  if (!allowed) return <PageFrame title="Add Chapter"><Loading label="Loading the subject" /></PageFrame>;
  const subjectName = res.data.name;
  const done = doneSteps(draft);

  return (
    <PageFrame
      title="Add Chapter"
      description={
        <Breadcrumbs separator="›">
          <Anchor component={Link} to={contentUrl}>
            {subjectName}
          </Anchor>
          <Text>Add Chapter</Text>
        </Breadcrumbs>
      }
    >
      <LeaveGuard when={hasChanges(draft) && !leaving} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Text hiddenFrom="sm" fw={600} aria-current="step">
          Step {step + 1} of {CHAPTER_STEPS.length}: {CHAPTER_STEPS[step]}
        </Text>
        <Stepper visibleFrom="sm" active={step} onStepClick={(i) => done.slice(0, i).every(Boolean) && goTo(i)} size="sm" allowNextStepsSelect={false} wrap>
          {CHAPTER_STEPS.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
        <Stack mt={{ base: 'md', sm: 'xl' }}>
          {step === 0 && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                const parsed = chapterNameSchema.safeParse(draft.title);
                if (!parsed.success) return setTitleError(parsed.error.issues[0]!.message);
                setTitleError(null);
                goTo(1);
              }}
            >
              <Stack>
                <div>
                  <TextInput
                    label="Chapter title"
                    withAsterisk
                    value={draft.title}
                    error={titleError}
                    aria-describedby="chapter-title-counter"
                    onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
                    data-autofocus
                  />
                  <CharCounter id="chapter-title-counter" value={draft.title} max={CHAPTER_NAME_MAX} />
                </div>
                <Group justify="flex-end">
                  <Button type="submit">Next</Button>
                </Group>
              </Stack>
            </form>
          )}
          {step === 1 && (
            <Stack>
              <Text id="completion-label" fw={500} fz="sm">
                Completion percentage: {draft.completion}%
              </Text>
              <Text fz="sm" c="dimmed">
                How much of this chapter a player must complete to pass it. A new chapter starts at 100% when 0 is chosen.
              </Text>
              <Slider
                aria-labelledby="completion-label"
                min={0}
                max={100}
                step={COMPLETION_STEP}
                marks={COMPLETION_MARKS}
                value={draft.completion}
                onChange={(completion) => setDraft({ ...draft, completion })}
                label={(v) => `${v}%`}
                mb="lg"
              />
              <Group justify="space-between">
                <Button variant="default" onClick={() => goTo(0)}>
                  Back
                </Button>
                <Button onClick={() => goTo(2)}>Next</Button>
              </Group>
            </Stack>
          )}
          {step === 2 && (
            <Stack>
              <FormatStep
                platforms={draft.platforms}
                formatId={draft.format?.id ?? null}
                onPlatforms={(platforms) => setDraft({ ...draft, platforms, format: null, minigame: null, entry: {} })}
                onChoose={(format) => {
                  const same = format.id === draft.format?.id;
                  setDraft({ ...draft, format, ...(same ? {} : { minigame: null, entry: {} }) });
                  goTo(3);
                }}
              />
              <Group>
                <Button variant="default" onClick={() => goTo(1)}>
                  Back
                </Button>
              </Group>
            </Stack>
          )}
          {step === 3 && draft.format && (
            <Stack>
              <MinigameStep
                formatId={draft.format.id}
                platforms={draft.platforms}
                minigameId={draft.minigame?.minigame_id ?? null}
                onChoose={(minigame) => {
                  const same = minigame.minigame_id === draft.minigame?.minigame_id;
                  setDraft({ ...draft, minigame, ...(same ? {} : { entry: {} }) });
                  goTo(4);
                }}
              />
              <Group>
                <Button variant="default" onClick={() => goTo(2)}>
                  Back
                </Button>
              </Group>
            </Stack>
          )}
          {step === 4 && draft.minigame && !created && <ContentStep code={code} draft={draft} onDraft={setDraft} onBack={() => goTo(3)} onSave={(withEntry) => void save(withEntry)} saving={saving} />}
        </Stack>
      </Paper>
      <Group justify="flex-end" mt="md">
        <Button variant="subtle" color="gray" onClick={cancel}>
          Cancel
        </Button>
      </Group>

      <ConfirmDialog
        opened={confirmCancel}
        title="Discard this chapter?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        danger
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => {
          clearChapterDraft(code);
          setLeaving(true);
          setConfirmCancel(false);
          // Leave after the guard has seen that nothing is pending any more.
          setTimeout(() => navigate(contentUrl), 0);
        }}
      >
        What you entered for this chapter will be lost.
      </ConfirmDialog>

      <Modal opened={created !== null} onClose={() => navigate(contentUrl)} title="Chapter created" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {created && (
          <Stack>
            <Text>“{created.name}” has been added to {subjectName}.</Text>
            <Group justify="flex-end">
              <Button variant="default" component={Link} to={contentUrl}>
                Back to content
              </Button>
              <Button component={Link} to={`/subject/${encodeURIComponent(code)}/${created.chapterMinigameId}/question`}>
                Write entries
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </PageFrame>
  );
}
