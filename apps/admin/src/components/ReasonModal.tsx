import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { adminMessages } from '@cp/contract';

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence. */
  description: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  /** Resolves true when done, so the text is cleared for the next use. */
  onConfirm: (reason: string) => Promise<boolean>;
}

/** Ban and delete need a reason the person affected will read (spec 3 §5). */
export function ReasonModal({ opened, title, description, confirmLabel, busy, onClose, onConfirm }: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!reason.trim()) {
      setError(adminMessages.reasonRequired);
      return;
    }
    if (await onConfirm(reason.trim())) close();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Text>{description}</Text>
        <Textarea
          label="Reason"
          description="The person affected reads this."
          withAsterisk
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red.9" loading={busy} onClick={() => void submit()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
