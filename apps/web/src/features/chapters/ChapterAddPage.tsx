import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ComingSoon, PageFrame } from '@cp/ui';

/** /chapter/add/:code — add a chapter to a normal subject. */
export function ChapterAddPage() {
  const { code = '' } = useParams();
  return (
    <PageFrame title="Add Chapter" description={<Text c="dimmed">Subject {code}</Text>}>
      <ComingSoon what="The Add Chapter wizard (title, completion, teaching format, minigame and preview) is being built." />
      <Anchor component={Link} to={`/subject/detail/${encodeURIComponent(code)}/content`}>
        Back to the subject
      </Anchor>
    </PageFrame>
  );
}
