import { useState } from 'react';
import { Badge, Button, Checkbox, Group, List, Popover, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ADMIN_SUBJECT_SORTS, adminMessages, endpoints, type AdminSubject } from '@cp/contract';
import { announce, formatDate, plural } from '@cp/ui';
import { AdminTable, type Column } from '../../components/AdminTable';
import { ReasonModal } from '../../components/ReasonModal';
import { call } from '../../lib/api';
import { downloadCsv } from '../../lib/download';
import { listBody, useListState } from '../../lib/list-state';
import { useAdminList } from '../../lib/use-admin-list';
import { AdminScreen } from '../AdminScreen';

const FLAGS = ['verified_only', 'published_only'] as const;

/** The chapters behind a subject's entry count, on demand. */
function ContentCell({ subject }: { subject: AdminSubject }) {
  const summary = `${plural(subject.content_chapters, 'chapter')}, ${plural(subject.content_entries, 'entry', 'entries')}`;
  if (!subject.content_details.length) return <Text fz="sm">{summary}</Text>;
  return (
    <Popover width={300} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton fz="sm" td="underline" aria-label={`${summary}: show chapters of ${subject.subject_name}`}>
          {summary}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <List size="sm" spacing={4}>
          {subject.content_details.map((c, i) => (
            <List.Item key={i}>
              {c.chapter_name}: {plural(c.number_of_entries, 'entry', 'entries')}, {c.chapter_completion_rate}% to complete
            </List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

/** /subjects — every subject: verify, delete with a reason, CSV (spec 3 §2). */
export function SubjectsPage() {
  const { state, update } = useListState(ADMIN_SUBJECT_SORTS, { order_by: 'date_of_creation', asc: false }, FLAGS);
  const body = listBody(state);
  const list = useAdminList('subjects', body, () => call(endpoints.adminSubjects, { body }), adminMessages.listFailed('subject'));
  const [deleting, setDeleting] = useState<AdminSubject | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, request: () => Promise<{ status: boolean; message: string }>) => {
    setBusy(key);
    try {
      const res = await request();
      announce(res);
      await list.reload();
      return res.status;
    } finally {
      setBusy(null);
    }
  };
  const setVerified = (s: AdminSubject) =>
    run(`verify:${s.subject_code}`, () => call(s.verified ? endpoints.unverifySubject : endpoints.verifySubject, { params: { code: s.subject_code } }));

  const columns: Column<AdminSubject, (typeof ADMIN_SUBJECT_SORTS)[number]>[] = [
    { label: 'Code', sort: 'subject_code', render: (s) => <Text ff="monospace" fz="sm">{s.subject_code}</Text> },
    { label: 'Name', sort: 'subject_name', render: (s) => <Text fz="sm" fw={600}>{s.subject_name}</Text> },
    { label: 'Owner', sort: 'owner_username', render: (s) => s.owner_username },
    { label: 'Members', render: (s) => `${plural(s.members_manager, 'manager')}, ${plural(s.members_contributor, 'contributor')}` },
    { label: 'Content', render: (s) => <ContentCell subject={s} /> },
    { label: 'Created', sort: 'date_of_creation', render: (s) => formatDate(s.date_of_creation), nowrap: true },
    { label: 'Published', render: (s) => (s.published_version ? `Version ${s.published_version}${s.published_publication ? `, ${formatDate(s.published_publication)}` : ''}` : '-') },
    { label: 'Verified', nowrap: true, render: (s) => (s.verified ? <Badge color="teal.9" variant="outline">Verified</Badge> : <Text fz="sm" c="dimmed">No</Text>) },
    {
      label: 'Action',
      nowrap: true,
      render: (s) =>
        s.deleted ? (
          <Badge color="gray.7" variant="outline" title={s.delete_reason ?? undefined}>
            Deleted
          </Badge>
        ) : (
          <Group gap={6} wrap="nowrap">
            <Button size="compact-sm" variant="light" loading={busy === `verify:${s.subject_code}`} onClick={() => void setVerified(s)} aria-label={`${s.verified ? 'Unverify' : 'Verify'} ${s.subject_name}`}>
              {s.verified ? 'Unverify' : 'Verify'}
            </Button>
            <Button size="compact-sm" color="red" variant="light" onClick={() => setDeleting(s)} aria-label={`Delete ${s.subject_name}`}>
              Delete
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <AdminScreen title="Subjects" description="Every subject on the platform: verify good ones, remove ones that break the rules.">
      <AdminTable
        label="Subjects"
        columns={columns}
        {...list}
        state={state}
        onChange={update}
        rowKey={(s) => s.subject_code}
        rowStyle={(s) => (s.deleted ? { color: 'var(--mantine-color-gray-7)', backgroundColor: 'var(--mantine-color-gray-0)' } : undefined)}
        searchPlaceholder="Code, name or owner"
        minWidth={1200}
        toolbar={
          <>
            <Checkbox label="Verified only" checked={state.flags.verified_only} onChange={(e) => update({ flags: { verified_only: e.currentTarget.checked } })} />
            <Checkbox label="Published only" checked={state.flags.published_only} onChange={(e) => update({ flags: { published_only: e.currentTarget.checked } })} />
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void downloadCsv(endpoints.downloadSubjects.path, 'subjects.csv')}>
              Download CSV
            </Button>
          </>
        }
      />
      <ReasonModal
        opened={deleting !== null}
        title={`Delete ${deleting?.subject_name ?? ''}`}
        description={`${adminMessages.deleteConfirm} The subject disappears for everyone; its owner and members are told, with your reason. This cannot be undone.`}
        confirmLabel="Delete subject"
        busy={busy?.startsWith('delete:') ?? false}
        onClose={() => setDeleting(null)}
        onConfirm={(reason) => run(`delete:${deleting!.subject_code}`, () => call(endpoints.deleteSubjectByAdmin, { params: { code: deleting!.subject_code }, body: { reason } }))}
      />
    </AdminScreen>
  );
}
