import { Anchor, Text } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useReferenceExists } from '../../lib/reference';
import { ComingSoon, PageFrame } from '@cp/ui';

/** /subject/:code/:mg/question — the entries of one chapter minigame or topic. */
export function QuestionPage() {
  const { code = '', mg = '' } = useParams();
  // An unknown or hidden minigame id (or subject) goes to /not-found, as the spec says.
  const exists = useReferenceExists('minigame', mg);
  if (exists.data === false) return <Navigate to="/not-found" replace />;
  return (
    <PageFrame title="Question Entries" description={<Text c="dimmed">Subject {code}</Text>}>
      <ComingSoon what="Writing question entries for a minigame arrives with the question entry screens." />
      <Anchor component={Link} to={`/subject/detail/${encodeURIComponent(code)}/content`}>
        Back to the subject
      </Anchor>
    </PageFrame>
  );
}
