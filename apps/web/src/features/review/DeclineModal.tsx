import { useState } from 'react';
import { Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { DECLINE_REASONS, REVIEW_COMMENT_MAX, reviewMessages } from '@cp/contract';

/** Asks why an entry (or all of them) is declined; the comment goes to the contributor. Suggested reasons fill it in. */
export function DeclineModal({ opened, title, busy, onDecline, onClose }: { opened: boolean; title: string; busy: boolean; onDecline: (comment: string) => void; onClose: () => void }) {
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && !comment.trim();
  const close = () => {
    setComment('');
    setTried(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <div>
          <Text fz="sm" fw={600} mb={6} id="decline-reasons">
            Suggested reasons
          </Text>
          <Group gap="xs" role="group" aria-labelledby="decline-reasons">
            {DECLINE_REASONS.map((reason) => (
              <Chip key={reason} checked={comment === reason} onChange={() => setComment(reason)} size="sm">
                {reason}
              </Chip>
            ))}
          </Group>
        </div>
        <Textarea
          label="Comment for the contributor"
          required
          autosize
          minRows={3}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={missing ? reviewMessages.commentRequired : undefined}
          description={`${REVIEW_COMMENT_MAX - comment.length} characters left`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red.9"
            loading={busy}
            onClick={() => {
              setTried(true);
              if (comment.trim()) onDecline(comment.trim());
            }}
          >
            Decline
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
