import { useState } from 'react';
import { Anchor, Button, Group, Image, Modal, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { adminMessages, endpoints, type AdminFaq } from '@cp/contract';
import { ConfirmDialog, notify } from '@cp/ui';
import { AdminTable, type Column } from '../../components/AdminTable';
import { call } from '../../lib/api';
import { useListState } from '../../lib/list-state';
import { useAdminList } from '../../lib/use-admin-list';
import { AdminScreen } from '../AdminScreen';
import { FaqForm } from './FaqForm';

const NO_SORTS = ['position'] as const;

/** /faq — the questions the public FAQ page answers (spec 3 §2). */
export function FaqPage() {
  const { state, update } = useListState(NO_SORTS, { order_by: 'position', asc: true });
  const body = { page: state.page, n: state.n, search: state.search };
  const list = useAdminList('faq', body, () => call(endpoints.adminFaq, { body }), adminMessages.listFailed('faq'));
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const [image, setImage] = useState<AdminFaq | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      const res = await call(endpoints.deleteFaq, { params: { id: deleting!.faq_id } });
      if (res.status) notify.success(adminMessages.faqDeleted);
      else notify.error(`${adminMessages.faqNotDeleted} ${res.message}`);
      setDeleting(null);
      await list.reload();
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<AdminFaq, never>[] = [
    { label: 'Question', render: (f) => <Text fz="sm" fw={600}>{f.question}</Text>, width: '30%' },
    { label: 'Answer', render: (f) => <Text fz="sm" lineClamp={3}>{f.answer}</Text> },
    {
      label: 'Image',
      nowrap: true,
      render: (f) =>
        f.image ? (
          <Anchor component="button" type="button" fz="sm" onClick={() => setImage(f)} aria-label={`Open Image of '${f.question}'`}>
            Open Image
          </Anchor>
        ) : (
          '-'
        ),
    },
    {
      label: 'Action',
      nowrap: true,
      render: (f) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" color="red" variant="light" onClick={() => setDeleting(f)} aria-label={`Delete '${f.question}'`}>
            Delete
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => setEditing(f)} aria-label={`Edit '${f.question}'`}>
            Edit
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <AdminScreen title="FAQ" description="The questions and answers on the public FAQ page; a change shows there at once.">
      <AdminTable
        label="FAQ"
        columns={columns}
        {...list}
        state={state}
        onChange={update}
        rowKey={(f) => f.faq_id}
        searchPlaceholder="Search a word or sentences..."
        minWidth={760}
        toolbar={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add FAQ
          </Button>
        }
      />
      <FaqForm editing={editing} onClose={() => setEditing(null)} onSaved={() => void list.reload()} />
      <Modal opened={image !== null} onClose={() => setImage(null)} title={image?.question} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {image?.image && <Image src={image.image} alt={`Image for '${image.question}'`} radius="md" />}
      </Modal>
      <ConfirmDialog opened={deleting !== null} title="Delete FAQ" confirmLabel="Delete" danger busy={busy} onClose={() => setDeleting(null)} onConfirm={() => void remove()}>
        {adminMessages.deleteConfirm}
      </ConfirmDialog>
    </AdminScreen>
  );
}
