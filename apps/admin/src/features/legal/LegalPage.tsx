import { lazy, Suspense, useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { adminMessages, endpoints, type AdminLegal } from '@cp/contract';
import { isApiError, Loading, notify } from '@cp/ui';
import { AdminTable, type Column } from '../../components/AdminTable';
import { call } from '../../lib/api';
import { useListState } from '../../lib/list-state';
import { useAdminList } from '../../lib/use-admin-list';
import { AdminScreen } from '../AdminScreen';

// Quill is large; it loads only when a page is opened for editing.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

const NO_SORTS = ['page_name'] as const;

/** /legal — the terms, privacy and cookie pages; edited, never added or deleted (spec 3 §2). */
export function LegalPage() {
  const { state, update } = useListState(NO_SORTS, { order_by: 'page_name', asc: true });
  const body = { page: state.page, n: state.n, search: state.search };
  const list = useAdminList('legal', body, () => call(endpoints.adminLegal, { body }), adminMessages.legalListFailed);
  const [editing, setEditing] = useState<AdminLegal | null>(null);
  const [content, setContent] = useState('');
  const [saving, setSaving] = useState(false);

  const open = (page: AdminLegal) => {
    setContent(page.content);
    setEditing(page);
  };
  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      const res = await call(endpoints.updateLegal, { params: { type: editing.type }, body: { content } });
      if (res.status) {
        notify.success(adminMessages.legalSaved(editing.page_name));
        setEditing(null);
        await list.reload();
      } else notify.error(`${adminMessages.legalNotSaved(editing.page_name)} ${res.message}`);
    } catch (error) {
      if (!isApiError(error)) notify.error(adminMessages.legalSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const columns: Column<AdminLegal, never>[] = [
    { label: 'Legal Type', render: (p) => p.page_name },
    {
      label: 'Action',
      width: 120,
      render: (p) => (
        <Button size="compact-sm" variant="light" onClick={() => open(p)} aria-label={`Edit ${p.page_name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <AdminScreen title="Legal Page" description="The terms of service, privacy policy and cookie policy shown on the public site.">
      <AdminTable label="Legal pages" columns={columns} {...list} state={state} onChange={update} rowKey={(p) => p.type} minWidth={320} searchPlaceholder="Page name" />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={`Edit ${editing?.page_name ?? ''}`} size="xl" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Suspense fallback={<Loading label="Loading the editor" />}>
            <RichTextEditor value={content} onChange={setContent} label={`${editing?.page_name ?? 'Page'} content`} />
          </Suspense>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(null)} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={saving}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AdminScreen>
  );
}
