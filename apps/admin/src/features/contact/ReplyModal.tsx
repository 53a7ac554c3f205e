import { useEffect, useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { adminMessages, endpoints, type AdminTicket } from '@cp/contract';
import { AttachmentsField, formatTime, isApiError, notify, type Attachment } from '@cp/ui';
import { call } from '../../lib/api';

export interface ReplyModalProps {
  ticket: AdminTicket | null;
  onClose: () => void;
  onReplied: () => void;
}

/** Reply to a ticket by e-mail (spec 3 §2, §5): a message and JPEG attachments. */
export function ReplyModal({ ticket, onClose, onReplied }: ReplyModalProps) {
  const [message, setMessage] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    setMessage('');
    setAttachments([]);
    setError(null);
  }, [ticket]);

  const send = async () => {
    if (!ticket) return;
    if (!message.trim()) {
      setError(adminMessages.replyRequired);
      return;
    }
    setSending(true);
    try {
      const res = await call(endpoints.replyTicket, { params: { ticketId: ticket.ticket_id }, body: { message, attachments: attachments.map((a) => a.dataUrl) } });
      if (res.status) {
        notify.success(adminMessages.ticketReplied);
        onReplied();
        onClose();
      } else notify.error(`${adminMessages.ticketReplyFailed} ${res.message}`);
    } catch (err) {
      if (!isApiError(err)) notify.error(adminMessages.ticketReplyFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={ticket !== null} onClose={onClose} title={`Reply to ${ticket?.sender_email ?? ''}`} size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {ticket && (
        <Stack>
          <Paper withBorder p="sm" radius="md" bg="gray.0">
            <Text fz="sm" c="dimmed">
              {ticket.topic}, {formatTime(ticket.date)}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {ticket.message}
            </Text>
          </Paper>
          <Textarea
            label="Reply"
            description="Sent by e-mail to the sender."
            withAsterisk
            autosize
            minRows={5}
            maxLength={5000}
            value={message}
            error={error}
            disabled={sending}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <AttachmentsField id="reply-attachments" value={attachments} onChange={setAttachments} disabled={sending} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button onClick={() => void send()} loading={sending}>
              Send Reply
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
