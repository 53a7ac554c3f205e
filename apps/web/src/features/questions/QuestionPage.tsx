import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ComingSoon, PageFrame } from '@cp/ui';

/** /subject/:code/:mg/question — the entries of one chapter minigame or topic. */
export function QuestionPage() {
  const { code = '' } = useParams();
  return (
    <PageFrame title="Question Entries" description={<Text c="dimmed">Subject {code}</Text>}>
      <ComingSoon what="Writing question entries for a minigame arrives with the question entry screens." />
      <Anchor component={Link} to={`/subject/detail/${encodeURIComponent(code)}/content`}>
        Back to the subject
      </Anchor>
    </PageFrame>
  );
}
