import '../subjects.css';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The end of a wizard step or setting form: the step's error, if any, then its save button. */
export function StepActions({ error, saving, label, onSave }: { error?: string | null; saving: boolean; label: string; onSave: () => Promise<unknown> }) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void onSave()} loading={saving}>
          {label}
        </Button>
      </Group>
    </>
  );
}
