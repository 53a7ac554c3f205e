import { useCallback, useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Paper, Stepper, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { endpoints, parsePrerequisiteText, subjectMessages, type PrerequisiteEntry, type Subject, type SubjectBasicInfo, type SubjectSaveBody } from '@cp/contract';
import { PageFrame, notify } from '@cp/ui';
import { call } from '../../lib/api';
import { BasicInfoForm } from './forms/BasicInfoForm';
import { CategoryPicker } from './forms/CategoryPicker';
import { CoverForm } from './forms/CoverForm';
import { PrerequisiteEditor, type PrerequisiteState } from './forms/PrerequisiteEditor';

export const WIZARD_STEPS = ['Basic Information', 'Choose Category', 'Prerequisite Subject', 'Cover Image'] as const;
const DRAFT_KEY = 'cp.subject-draft';

/** The wizard's progress, kept in localStorage until 'Create Subject' or cancel (no secrets in it). */
export interface WizardDraft {
  code: string | null;
  step: number;
  done: [boolean, boolean, boolean, boolean];
  basic: SubjectBasicInfo;
  categoryId: number | null;
  prerequisite: PrerequisiteState;
}

const emptyDraft = (): WizardDraft => ({
  code: null,
  step: 0,
  done: [false, false, false, false],
  basic: { name: '', description: '', private: false, adaptive: false },
  categoryId: null,
  prerequisite: { entries: [], none: false },
});

export function loadDraft(): WizardDraft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as WizardDraft) : null;
  } catch {
    return null;
  }
}
const storeDraft = (draft: WizardDraft) => {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the wizard still works for this visit */
  }
};
export const clearDraft = () => localStorage.removeItem(DRAFT_KEY);

/** What the wizard knows of a subject saved earlier (resume with ?code=). */
function draftFromSubject(subject: Subject): WizardDraft {
  const done: WizardDraft['done'] = [true, subject.category_id !== null, subject.pre_requisite !== null, false];
  const entries = parsePrerequisiteText(subject.pre_requisite);
  return {
    code: subject.code,
    step: done.indexOf(false),
    done,
    basic: { name: subject.name, description: subject.description, private: subject.private, adaptive: subject.adaptive },
    categoryId: subject.category_id,
    prerequisite: { entries, none: subject.pre_requisite !== null && entries.length === 0 },
  };
}

/** `POST /subjects/save/`; shows the server's message when it refuses. */
export async function saveSubject(body: SubjectSaveBody): Promise<{ subject: Subject; message: string } | null> {
  const res = await call(endpoints.saveSubject, { body });
  if (!res.status) {
    notify.error(res.message);
    return null;
  }
  return { subject: res.data, message: res.message };
}

/** /subject/add: four steps; a step is done once saved, forward needs the earlier steps done, back is always allowed. */
export function SubjectAddPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const codeParam = params.get('code')?.trim().toUpperCase() || null;
  const [draft, setDraft] = useState<WizardDraft | null>(null);

  // Start: the stored draft, or (with ?code=) the saved subject, or a new draft.
  useEffect(() => {
    let cancelled = false;
    const stored = loadDraft();
    if (!codeParam) {
      if (stored?.code) setParams({ code: stored.code }, { replace: true });
      else setDraft(stored ?? emptyDraft());
      return;
    }
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
  }, [codeParam, navigate, setParams]);

  const change = useCallback((patch: Partial<WizardDraft>) => {
    setDraft((d) => {
      if (!d) return d;
      const next = { ...d, ...patch };
      storeDraft(next);
      return next;
    });
  }, []);

  if (!draft) {
    return (
      <PageFrame title="Add Subject">
        <Center py="xl">
          <Loader aria-label="Loading the draft" />
        </Center>
      </PageFrame>
    );
  }

  const reachable = (index: number) => index <= draft.step || draft.done.slice(0, index).every(Boolean);
  const complete = (index: number, patch: Partial<WizardDraft> = {}) => {
    const done = [...draft.done] as WizardDraft['done'];
    done[index] = true;
    change({ ...patch, done, step: Math.min(index + 1, WIZARD_STEPS.length - 1) });
  };

  const cancel = () => {
    clearDraft();
    navigate('/subject');
  };

  const saveBasic = async (values: SubjectBasicInfo) => {
    const body: SubjectSaveBody = draft.code
      ? { code: draft.code, name: values.name, description: values.description, private: values.private }
      : { name: values.name, description: values.description, private: values.private, adaptive: values.adaptive };
    const saved = await saveSubject(body);
    if (!saved) return false;
    complete(0, { code: saved.subject.code, basic: values });
    if (!draft.code) setParams({ code: saved.subject.code }, { replace: true });
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
    notify.success(saved.message);
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
      description={<Text c="dimmed">Create a new subject in four steps. Your progress is kept in this browser until you create the subject or cancel.</Text>}
      actions={
        <Button variant="default" onClick={cancel}>
          Cancel
        </Button>
      }
    >
      <Stepper
        active={draft.step}
        onStepClick={(index) => reachable(index) && change({ step: index })}
        allowNextStepsSelect={false}
        size="sm"
        wrap
      >
        {WIZARD_STEPS.map((label, index) => (
          <Stepper.Step
            key={label}
            label={`Step ${index + 1}`}
            description={label}
            allowStepSelect={reachable(index)}
            color={draft.done[index] ? 'teal' : undefined}
            data-done={draft.done[index]}
            aria-label={`Step ${index + 1}: ${label}${draft.done[index] ? ' (done)' : ''}`}
          />
        ))}
      </Stepper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} fz="lg" mb="md">
          {WIZARD_STEPS[draft.step]}
        </Title>
        {draft.step === 0 && (
          <BasicInfoForm
            key={draft.code ?? 'new'}
            initial={draft.basic}
            typeLocked={draft.code !== null}
            submitLabel="Save and continue"
            onSave={saveBasic}
            onChange={(basic) => change({ basic })}
          />
        )}
        {draft.step === 1 && (
          <CategoryPicker
            title={draft.basic.name}
            description={draft.basic.description}
            initial={draft.categoryId}
            submitLabel="Save and continue"
            onSave={saveCategory}
          />
        )}
        {draft.step === 2 && (
          <PrerequisiteEditor
            currentCode={draft.code}
            initial={draft.prerequisite}
            submitLabel="Save and continue"
            onSave={savePrerequisite}
            onChange={(prerequisite) => change({ prerequisite })}
          />
        )}
        {draft.step === 3 && <CoverForm current={null} submitLabel="Create Subject" optional onSave={finish} />}
      </Paper>
      {draft.step > 0 && (
        <Group>
          <Button variant="subtle" onClick={() => change({ step: draft.step - 1 })}>
            Back to {WIZARD_STEPS[draft.step - 1]}
          </Button>
        </Group>
      )}
    </PageFrame>
  );
}
