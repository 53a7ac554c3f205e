import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { messages } from '@cp/contract';
import { EmptyState, PageFrame } from '@cp/ui';

/** /diagnostic/:code/:mg — one diagnostic game of a subject. */
export function DiagnosticPage() {
  const { code = '' } = useParams();
  return (
    <PageFrame title="Diagnostic Test" description={<Text c="dimmed">Subject {code}</Text>}>
      <EmptyState message={messages.noDataFound} />
      <Anchor component={Link} to={`/subject/detail/${encodeURIComponent(code)}/diagnostic`}>
        Back to the subject
      </Anchor>
    </PageFrame>
  );
}
