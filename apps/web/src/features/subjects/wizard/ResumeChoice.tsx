import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageFrame } from '@cp/ui';
import type { WizardDraft } from './draft';

/** Add Subject with an unfinished subject in this browser: continue it, or start a new one (the draft stays in My Subjects). */
export function ResumeChoice({ draft, onContinue, onStartNew }: { draft: WizardDraft; onContinue: () => void; onStartNew: () => void }) {
  return (
    <PageFrame title="Add Subject">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            You have an unfinished subject
          </Title>
          <Text>
            <strong>{draft.basic.name}</strong> ({draft.code}) is saved as a draft. Continue it, or start a new subject; the draft stays in My Subjects.
          </Text>
          <Group gap="sm">
            <Button onClick={onContinue}>{`Continue "${draft.basic.name}"`}</Button>
            <Button variant="default" onClick={onStartNew}>
              Start a new subject
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
