import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for actions that remove or end something. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** A third choice between Cancel and the action (e.g. 'Delete draft' beside 'Keep draft'). */
  alternative?: { label: string; onClick: () => void; danger?: boolean };
}

/** The one confirmation dialog: a title, what will happen, Cancel and the action. */
export function ConfirmDialog({ opened, title, children, confirmLabel, cancelLabel = 'Cancel', danger = false, busy = false, onConfirm, onClose, alternative }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          {alternative && (
            <Button variant="light" color={alternative.danger ? 'red' : undefined} c={alternative.danger ? 'red.9' : undefined} disabled={busy} onClick={alternative.onClick}>
              {alternative.label}
            </Button>
          )}
          <Button color={danger ? 'red.9' : undefined} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
