import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ComingSoon, PageFrame } from '@cp/ui';

/** /diagnostic/:code/:mg — one diagnostic game of a subject. */
export function DiagnosticPage() {
  const { code = '' } = useParams();
  return (
    <PageFrame title="Diagnostic Test" description={<Text c="dimmed">Subject {code}</Text>}>
      <ComingSoon what="Diagnostic tests arrive with a later release." />
      <Anchor component={Link} to={`/subject/detail/${encodeURIComponent(code)}/diagnostic`}>
        Back to the subject
      </Anchor>
    </PageFrame>
  );
}
