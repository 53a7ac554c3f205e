import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, type Subject } from '@cp/contract';
import { EmptyState } from '@cp/ui';

export function ContentTab({ subject }: { subject: Subject }) {
  if (subject.adaptive) return <EmptyState message={messages.noDataFound} />;
  return (
    <EmptyState message={messages.noChapters}>
      {subject.role === 3 && (
        <Button component={Link} to={`/chapter/add/${subject.code}`} variant="light" leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
          Add Chapter
        </Button>
      )}
    </EmptyState>
  );
}
