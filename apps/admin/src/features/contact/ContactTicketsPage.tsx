import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { ADMIN_TICKET_SORTS, adminMessages, endpoints, type AdminTicket } from '@cp/contract';
import { formatDate, formatTime } from '@cp/ui';
import { AdminTable, type Column } from '../../components/AdminTable';
import { DateRangeFilter, readRange } from '../../components/DateRangeFilter';
import { call } from '../../lib/api';
import { listBody, useListState } from '../../lib/list-state';
import { useAdminList } from '../../lib/use-admin-list';
import { AdminScreen } from '../AdminScreen';
import { ReplyModal } from './ReplyModal';

const FLAGS = ['unreplied_only'] as const;

/** /contact — messages sent through the contact page; each is replied to once, by e-mail (spec 3 §2). */
export function ContactTicketsPage() {
  const { state, update, filters: range } = useListState(ADMIN_TICKET_SORTS, { order_by: 'date', asc: false }, FLAGS, readRange);
  const body = { ...listBody(state), ...range };
  const list = useAdminList('tickets', body, () => call(endpoints.adminTickets, { body }), adminMessages.listFailed('contact us'));
  const [replying, setReplying] = useState<AdminTicket | null>(null);
  const [viewing, setViewing] = useState<{ ticket: AdminTicket; index: number } | null>(null);

  const columns: Column<AdminTicket, (typeof ADMIN_TICKET_SORTS)[number]>[] = [
    { label: 'Date', sort: 'date', render: (t) => formatTime(t.date), nowrap: true },
    { label: 'Sender', sort: 'sender_email', render: (t) => t.sender_email },
    { label: 'Topic', sort: 'topic', render: (t) => t.topic },
    { label: 'Message', render: (t) => <Text fz="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>{t.message}</Text>, width: '30%' },
    {
      label: 'Screenshots',
      render: (t) =>
        t.screenshots.length ? (
          <Group gap={4} wrap="nowrap">
            {t.screenshots.map((src, index) => (
              <UnstyledButton key={src} onClick={() => setViewing({ ticket: t, index })} aria-label={`View screenshot ${index + 1} from ${t.sender_email}`}>
                <Image src={src} alt="" w={40} h={40} radius="sm" fit="cover" />
              </UnstyledButton>
            ))}
          </Group>
        ) : (
          '-'
        ),
    },
    {
      label: 'Status',
      sort: 'reply_date',
      nowrap: true,
      render: (t) =>
        t.replied ? (
          <Badge color="teal.9" variant="outline" title={t.reply_message ?? undefined}>
            Replied {t.reply_date ? formatDate(t.reply_date) : ''}
          </Badge>
        ) : (
          <Badge color="yellow.3" c="dark.8" variant="filled">
            Unreplied
          </Badge>
        ),
    },
    {
      label: 'Action',
      nowrap: true,
      render: (t) =>
        t.replied ? null : (
          <Button size="compact-sm" variant="light" onClick={() => setReplying(t)} aria-label={`Reply to ${t.sender_email} about ${t.topic}`}>
            Reply
          </Button>
        ),
    },
  ];

  return (
    <AdminScreen title="Contact Us" description="Messages from the contact page. Each reply goes to the sender by e-mail.">
      <AdminTable
        label="Contact tickets"
        columns={columns}
        {...list}
        state={state}
        onChange={update}
        rowKey={(t) => t.ticket_id}
        filters={range}
        searchPlaceholder="E-mail, topic or message"
        minWidth={1100}
        toolbar={
          <>
            <Checkbox label="Unreplied only" checked={state.flags.unreplied_only} onChange={(e) => update({ flags: { unreplied_only: e.currentTarget.checked } })} />
            <DateRangeFilter label="Sent between" value={range} onChange={(next) => update({}, next)} />
          </>
        }
      />
      <ReplyModal ticket={replying} onClose={() => setReplying(null)} onReplied={() => void list.reload()} />
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title={viewing ? `Screenshots from ${viewing.ticket.sender_email}` : ''} size="xl" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {viewing && (
          <SimpleGrid cols={{ base: 1, sm: viewing.ticket.screenshots.length > 1 ? 2 : 1 }}>
            {viewing.ticket.screenshots.map((src, i) => (
              <Image key={src} src={src} alt={`Screenshot ${i + 1} of ${viewing.ticket.screenshots.length}`} radius="md" />
            ))}
          </SimpleGrid>
        )}
      </Modal>
    </AdminScreen>
  );
}
