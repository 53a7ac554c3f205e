import './questions.css';
import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { questionMessages, subjectMessages } from '@cp/contract';
import { Loading, PageFrame } from '@cp/ui';
import { useSubject } from '../subjects/subject-api';
import { EntryTable } from './EntryTable';
import { QuestionBanner } from './QuestionBanner';
import { useQuestionBanner } from './question-api';

/** /subject/:code/:mg/question — the entries of one chapter minigame (spec 2 §2 "Question page"). */
export function QuestionPage() {
  const { code = '', mg: mgParam = '' } = useParams();
  const navigate = useNavigate();
  const mg = Number(mgParam);
  const validId = Number.isInteger(mg) && mg > 0;
  const subject = useSubject(code);
  const subjectOk = subject.data?.status === true;
  const banner = useQuestionBanner(mg, validId && subjectOk);
  const missingSubject = subject.data?.status === false && subject.data.message !== subjectMessages.private;

  // A subject that is gone: say so, then go to the subject list after 2 s (spec 2 §2).
  useEffect(() => {
    if (!missingSubject) return;
    const timer = setTimeout(() => navigate('/subject', { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [missingSubject, navigate]);

  if (!validId || banner.data?.status === false) return <Navigate to="/not-found" replace />;
  // A private subject the user has no role on: its content page (which explains).
  if (subject.data?.status === false && subject.data.message === subjectMessages.private) return <Navigate to={`/subject/detail/${encodeURIComponent(code)}/content`} replace />;
  if (missingSubject) {
    return (
      <PageFrame title="Question Entries">
        <Text role="alert">{questionMessages.subjectMissing}</Text>
      </PageFrame>
    );
  }
  if (!subjectOk || !banner.data?.status) {
    return (
      <PageFrame title="Question Entries">
        <Loading label="Loading entries" />
      </PageFrame>
    );
  }
  const s = subject.data!.data;
  const b = banner.data.data;
  return (
    <PageFrame title={`${b.minigame_data.name} entries`}>
      <QuestionBanner code={s.code} subjectName={s.name} banner={b} />
      <EntryTable mg={mg} moduleId={b.module_id} role={s.role} demo={s.is_demo} responseEval={b.response_eval} />
    </PageFrame>
  );
}
