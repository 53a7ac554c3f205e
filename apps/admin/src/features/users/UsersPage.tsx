import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ADMIN_USER_SORTS, adminMessages, endpoints, type AdminUser, type UserAction } from '@cp/contract';
import { announce, Breakable, EmailAddress, formatDate, formatTime } from '@cp/ui';
import { AdminTable, type Column } from '../../components/AdminTable';
import { ReasonModal } from '../../components/ReasonModal';
import { call } from '../../lib/api';
import { downloadCsv } from '../../lib/download';
import { listBody, useListState } from '../../lib/list-state';
import { useAdminList } from '../../lib/use-admin-list';
import { AdminScreen } from '../AdminScreen';

const FLAGS = ['verified_only', 'banned_only'] as const;

/** /users — every account: verify, ban with a reason, CSV (spec 3 §2). */
export function UsersPage() {
  const { state, update } = useListState(ADMIN_USER_SORTS, { order_by: 'created_date', asc: false }, FLAGS);
  const body = listBody(state);
  const list = useAdminList('users', body, () => call(endpoints.adminUsers, { body }), adminMessages.listFailed('user'));
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (user: AdminUser, action: UserAction, reason?: string) => {
    setBusy(`${action}:${user.username}`);
    try {
      const params = { username: user.username };
      const res = action === 'ban' ? await call(endpoints.banUser, { params, body: { reason: reason! } })
        : await call(action === 'verify' ? endpoints.verifyUser : action === 'unverify' ? endpoints.unverifyUser : endpoints.unbanUser, { params });
      announce(res.status ? res : { ...res, message: res.message.startsWith('error ') ? res.message : `${adminMessages.userActionFailed(action)} ${res.message}` });
      await list.reload();
      return res.status;
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<AdminUser, (typeof ADMIN_USER_SORTS)[number]>[] = [
    {
      label: 'Username',
      sort: 'username',
      render: (u) => (
        <Stack gap={2} align="flex-start">
          <Text fz="sm" fw={600}>
            <Breakable text={u.username} />
          </Text>
          {u.banned && (
            <Badge color="red.9" variant="filled" size="xs" title={u.ban_reason ?? undefined}>
              Banned
            </Badge>
          )}
        </Stack>
      ),
    },
    { label: 'Full name', sort: 'full_name', render: (u) => u.full_name || '-' },
    // A username may wrap after its dots, dashes and underscores, an address in its name and after its @,
    // and a last login at its spaces, so the table fits a 1280-pixel screen with its actions in view.
    { label: 'E-mail', sort: 'email', render: (u) => <EmailAddress email={u.email} /> },
    { label: 'Phone', render: (u) => u.phone_number ?? '-', nowrap: true },
    { label: 'Created', sort: 'created_date', render: (u) => formatDate(u.created_date), nowrap: true },
    { label: 'Last login', sort: 'last_login', render: (u) => (u.last_login ? formatTime(u.last_login) : 'Never') },
    { label: 'Subjects owned', render: (u) => u.subject_owned, width: 90 },
    { label: 'Subjects contributed', render: (u) => u.subject_contributed, width: 110 },
    {
      label: 'Verified',
      nowrap: true,
      render: (u) => (u.verified ? <Badge color="teal.9" variant="outline">Verified</Badge> : <Text fz="sm" c="dimmed">No</Text>),
    },
    {
      label: 'Action',
      nowrap: true,
      render: (u) => (
        <Group gap={6} wrap="nowrap">
          {!u.banned && (
            <Button size="compact-sm" variant="light" loading={busy === `${u.verified ? 'unverify' : 'verify'}:${u.username}`} onClick={() => void act(u, u.verified ? 'unverify' : 'verify')} aria-label={`${u.verified ? 'Unverify' : 'Verify'} ${u.username}`}>
              {u.verified ? 'Unverify' : 'Verify'}
            </Button>
          )}
          {u.banned ? (
            <Button size="compact-sm" variant="default" loading={busy === `unban:${u.username}`} onClick={() => void act(u, 'unban')} aria-label={`Unban ${u.username}`}>
              Unban
            </Button>
          ) : (
            <Button size="compact-sm" color="red" variant="light" onClick={() => setBanning(u)} aria-label={`Ban ${u.username}`}>
              Ban
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <AdminScreen title="Users" description="Everyone with an account: verify people you trust, ban accounts that abuse the platform.">
      <AdminTable
        label="Users"
        columns={columns}
        {...list}
        state={state}
        onChange={update}
        rowKey={(u) => u.username}
        rowStyle={(u) => (u.banned ? { backgroundColor: 'var(--mantine-color-red-0)' } : undefined)}
        searchPlaceholder="Username, name, e-mail or phone"
        minWidth={1200}
        toolbar={
          <>
            <Checkbox label="Verified only" checked={state.flags.verified_only} onChange={(e) => update({ flags: { verified_only: e.currentTarget.checked } })} />
            <Checkbox label="Banned only" checked={state.flags.banned_only} onChange={(e) => update({ flags: { banned_only: e.currentTarget.checked } })} />
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void downloadCsv(endpoints.downloadUsers.path, 'users.csv')}>
              Download CSV
            </Button>
          </>
        }
      />
      <ReasonModal
        opened={banning !== null}
        title={`Ban ${banning?.username ?? ''}`}
        description="Their sessions end at once and they cannot log in until you unban them. They are told by e-mail, with your reason."
        confirmLabel="Ban user"
        busy={busy?.startsWith('ban:') ?? false}
        onClose={() => setBanning(null)}
        onConfirm={(reason) => act(banning!, 'ban', reason)}
      />
    </AdminScreen>
  );
}
