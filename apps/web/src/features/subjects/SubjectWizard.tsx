import { useEffect, useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { endpoints, messages, subjectMessages, type PrerequisiteEntry, type SubjectBasicInfo, type SubjectSaveBody } from '@cp/contract';
import { ConfirmDialog, PageFrame, notify } from '@cp/ui';
import { call } from '../../lib/api';
import { BasicInfoForm } from './forms/BasicInfoForm';
import { CategoryPicker } from './forms/CategoryPicker';
import { CoverForm } from './forms/CoverForm';
import { PrerequisiteEditor } from './forms/PrerequisiteEditor';
import { deleteSubject, saveSubject } from './subject-api';
import { ResumeChoice } from './wizard/ResumeChoice';
import { WIZARD_STEPS, clearDraft, draftFromSubject, emptyDraft, loadDraft, reachable, stepToShow, storeDraft, wizardUrl, type WizardDraft } from './wizard/draft';

/**
 * /subject/add?code=…&step=N: four steps, each a history entry (Back goes to the previous step, a
 * reload keeps it). A step is done once saved; forward needs the earlier steps done. Without a code,
 * a subject left unfinished in this browser is offered to continue, never reopened silently.
 */
export function SubjectAddPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const codeParam = params.get('code')?.trim().toUpperCase() || null;
  const stepParam = params.has('step') ? Number(params.get('step')) : null;
  const [draft, setDraft] = useState<WizardDraft | null>(null);
  const [unfinished, setUnfinished] = useState<WizardDraft | null>(null);
  const [dialog, setDialog] = useState<'leave' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const stored = loadDraft();
    if (!codeParam) {
      // A saved subject is only continued on request; typed but unsaved basics are this same new subject.
      setUnfinished(stored?.code ? stored : null);
      setDraft(stored?.code ? null : (stored ?? emptyDraft()));
      return;
    }
    setUnfinished(null);
    void call(endpoints.subject, { params: { code: codeParam } }).then((res) => {
      if (cancelled) return;
      if (!res.status || res.data.role !== 3) {
        // A draft whose subject is gone (deleted meanwhile) is dropped.
        if (stored?.code === codeParam) clearDraft();
        navigate('/not-found', { replace: true });
        return;
      }
      const resumed = stored?.code === codeParam ? stored : draftFromSubject(res.data);
      storeDraft(resumed);
      setDraft(resumed);
    });
    return () => {
      cancelled = true;
    };
  }, [codeParam, navigate]);

  const step = draft ? stepToShow(draft, stepParam) : 0;
  // Keep the address honest: a missing or not-yet-reachable step is replaced by the one shown.
  useEffect(() => {
    if (draft && (draft.code ?? null) === codeParam && stepParam !== step + 1) navigate(wizardUrl(draft.code, step), { replace: true });
  }, [draft, codeParam, stepParam, step, navigate]);

  if (unfinished) {
    return (
      <ResumeChoice
        draft={unfinished}
        onContinue={() => navigate(wizardUrl(unfinished.code, stepToShow(unfinished, null)))}
        onStartNew={() => {
          clearDraft();
          setUnfinished(null);
          setDraft(emptyDraft());
        }}
      />
    );
  }

  if (!draft) {
    return (
      <PageFrame title="Add Subject">
        <Stack role="status" aria-busy="true" aria-label="Loading the subject">
          <Skeleton height={56} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      </PageFrame>
    );
  }

  const change = (patch: Partial<WizardDraft>) => {
    const next = { ...draft, ...patch };
    storeDraft(next);
    setDraft(next);
    return next;
  };
  const goTo = (index: number) => navigate(wizardUrl(draft.code, index));
  const complete = (index: number, patch: Partial<WizardDraft> = {}) => {
    const done = [...draft.done] as WizardDraft['done'];
    done[index] = true;
    const next = change({ ...patch, done });
    navigate(wizardUrl(next.code, Math.min(index + 1, WIZARD_STEPS.length - 1)));
  };

  const leave = () => {
    if (draft.code) return setDialog('leave');
    clearDraft();
    navigate('/subject');
  };

  const removeDraft = async () => {
    setBusy(true);
    try {
      if (!(await deleteSubject(draft.code!))) return;
      clearDraft();
      notify.success(messages.subjectDeleted);
      navigate('/subject');
    } finally {
      setBusy(false);
    }
  };

  const saveBasic = async (values: SubjectBasicInfo) => {
    const body: SubjectSaveBody = draft.code
      ? { code: draft.code, name: values.name, description: values.description, private: values.private }
      : { name: values.name, description: values.description, private: values.private, adaptive: values.adaptive };
    const saved = await saveSubject(body);
    if (!saved) return false;
    // The first save gives the subject its code: this entry becomes step 1 of that subject.
    if (!draft.code) navigate(wizardUrl(saved.subject.code, 0), { replace: true });
    complete(0, { code: saved.subject.code, basic: values });
    return true;
  };

  const saveCategory = async (categoryId: number) => {
    const saved = await saveSubject({ code: draft.code!, category: categoryId });
    if (!saved) return false;
    complete(1, { categoryId });
    return true;
  };

  const savePrerequisite = async (entries: PrerequisiteEntry[]) => {
    const saved = await saveSubject({ code: draft.code!, prerequisite: entries });
    if (!saved) return false;
    if (entries.length > 0) notify.success(saved.message);
    complete(2, { prerequisite: { entries, none: entries.length === 0 } });
    return true;
  };

  const finish = async (image: string | null) => {
    if (image && !(await saveSubject({ code: draft.code!, image }))) return false;
    const code = draft.code!;
    clearDraft();
    notify.success(subjectMessages.created);
    navigate(`/subject/detail/${code}/content`);
    return true;
  };

  return (
    <PageFrame
      title="Add Subject"
      description={
        <Text c="dimmed">
          {draft.code ? (
            <>
              Editing <strong>{draft.basic.name}</strong> ({draft.code}), saved as a draft that only you and its members can see until it has a category.
            </>
          ) : (
            'A new subject, in four steps. Each step is saved as you go.'
          )}
        </Text>
      }
      actions={
        <Group gap="xs">
          {draft.code && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')}>
              Delete
            </Button>
          )}
          <Button variant="default" onClick={leave}>
            Cancel
          </Button>
        </Group>
      }
    >
      <Stepper active={step} onStepClick={(index) => reachable(draft, index) && goTo(index)} allowNextStepsSelect={false} size="sm" wrap>
        {WIZARD_STEPS.map((label, index) => (
          <Stepper.Step
            key={label}
            label={`Step ${index + 1}`}
            description={label}
            allowStepSelect={reachable(draft, index)}
            color={draft.done[index] ? 'teal' : undefined}
            data-done={draft.done[index]}
            aria-disabled={!reachable(draft, index) || undefined}
            aria-label={`Step ${index + 1}: ${label}${draft.done[index] ? ' (done)' : ''}`}
          />
        ))}
      </Stepper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} fz="lg" mb="md">
          {WIZARD_STEPS[step]}
        </Title>
        {step === 0 && (
          <BasicInfoForm
            key={draft.code ?? 'new'}
            initial={draft.basic}
            typeLocked={draft.code !== null}
            submitLabel="Save and continue"
            onSave={saveBasic}
            onChange={(basic) => change({ basic })}
          />
        )}
        {step === 1 && <CategoryPicker title={draft.basic.name} description={draft.basic.description} initial={draft.categoryId} submitLabel="Save and continue" onSave={saveCategory} />}
        {step === 2 && (
          <PrerequisiteEditor
            currentCode={draft.code}
            initial={draft.prerequisite}
            submitLabel="Save and continue"
            onSave={savePrerequisite}
            onChange={(prerequisite) => change({ prerequisite })}
          />
        )}
        {step === 3 && <CoverForm current={null} submitLabel="Create Subject" optional onSave={finish} />}
      </Paper>
      {step > 0 && (
        <Group>
          <Button variant="subtle" onClick={() => goTo(step - 1)}>
            Back to {WIZARD_STEPS[step - 1]}
          </Button>
        </Group>
      )}

      <ConfirmDialog
        opened={dialog === 'leave'}
        title="Leave the wizard?"
        confirmLabel="Keep draft"
        cancelLabel="Stay"
        busy={busy}
        onConfirm={() => navigate('/subject')}
        onClose={() => setDialog(null)}
        alternative={{ label: 'Delete draft', danger: true, onClick: () => void removeDraft() }}
      >
        {`"${draft.basic.name}" is saved as an unfinished draft. Keep it to continue later from My Subjects or Add Subject, or delete it.`}
      </ConfirmDialog>
      <ConfirmDialog opened={dialog === 'delete'} title="Delete Subject" confirmLabel="Delete" danger busy={busy} onConfirm={() => void removeDraft()} onClose={() => setDialog(null)}>
        {`Are you sure you want to delete ${draft.basic.name}?`}
      </ConfirmDialog>
    </PageFrame>
  );
}
