import { useState } from 'react';
import { Avatar, Badge, Button, Checkbox, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ADMIN_MINIGAME_SORTS, adminMessages, endpoints, PLATFORM_LABELS, type AdminMinigame } from '@cp/contract';
import { announce, ConfirmDialog } from '@cp/ui';
import { AdminTable, type Column } from '../../components/AdminTable';
import { call } from '../../lib/api';
import { listBody, useListState } from '../../lib/list-state';
import { useAdminList } from '../../lib/use-admin-list';
import { AdminScreen } from '../AdminScreen';
import { MinigameForm } from './MinigameForm';

const FLAGS = ['unpublished_only'] as const;

/** /minigames — the games authors can attach; published ones are offered and stay (spec 3 §2, §4). */
export function MinigamesPage() {
  const { state, update } = useListState(ADMIN_MINIGAME_SORTS, { order_by: 'name', asc: true }, FLAGS);
  const body = listBody(state);
  const list = useAdminList('minigames', body, () => call(endpoints.adminMinigames, { body }), adminMessages.listFailed('minigames'));
  const [editing, setEditing] = useState<AdminMinigame | 'new' | null>(null);
  const [confirm, setConfirm] = useState<{ game: AdminMinigame; action: 'publish' | 'delete' } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      const params = { id: confirm.game.mini_game_id };
      announce(confirm.action === 'publish' ? await call(endpoints.publishMinigame, { params }) : await call(endpoints.deleteMinigame, { params }));
      setConfirm(null);
      await list.reload();
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<AdminMinigame, (typeof ADMIN_MINIGAME_SORTS)[number]>[] = [
    {
      label: 'Name',
      sort: 'name',
      render: (g) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={g.icon} alt="" radius="sm" size={36}>
            {g.name.slice(0, 1)}
          </Avatar>
          <Text fz="sm" fw={600}>
            {g.name}
          </Text>
        </Group>
      ),
    },
    { label: 'Module', sort: 'module_name', render: (g) => `${g.module_id}. ${g.module_name}` },
    { label: 'Platforms', render: (g) => g.platforms.map((p) => PLATFORM_LABELS[p]).join(', ') || '-' },
    { label: 'Teaching formats', render: (g) => g.teaching_materials.map((t) => t.name).join(', ') },
    { label: 'Min. entries', sort: 'minimum_entries', render: (g) => g.minimum_entries },
    { label: 'Subjects', sort: 'used_by_subject', render: (g) => g.used_by_subject },
    { label: 'Chapters', sort: 'used_by_chapter', render: (g) => g.used_by_chapter },
    {
      label: 'Status',
      nowrap: true,
      render: (g) => (g.published ? <Badge color="teal.9" variant="outline">Published</Badge> : <Badge color="gray.7" variant="outline">Unpublished</Badge>),
    },
    {
      label: 'Action',
      nowrap: true,
      render: (g) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" variant="light" onClick={() => setEditing(g)} aria-label={`Edit ${g.name}`}>
            Edit
          </Button>
          {!g.published && (
            <>
              <Button size="compact-sm" variant="light" color="teal" onClick={() => setConfirm({ game: g, action: 'publish' })} aria-label={`Publish ${g.name}`}>
                Publish
              </Button>
              <Button size="compact-sm" variant="light" color="red" onClick={() => setConfirm({ game: g, action: 'delete' })} aria-label={`Delete ${g.name}`}>
                Delete
              </Button>
            </>
          )}
        </Group>
      ),
    },
  ];

  return (
    <AdminScreen title="Minigames" description="The games authors can add to chapters. Authors see a minigame once it is published.">
      <AdminTable
        label="Minigames"
        columns={columns}
        {...list}
        state={state}
        onChange={update}
        rowKey={(g) => g.mini_game_id}
        searchPlaceholder="Name, module or description"
        minWidth={1150}
        toolbar={
          <>
            <Checkbox label="Unpublished only" checked={state.flags.unpublished_only} onChange={(e) => update({ flags: { unpublished_only: e.currentTarget.checked } })} />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              Create Minigame
            </Button>
          </>
        }
      />
      <MinigameForm editing={editing} onClose={() => setEditing(null)} onSaved={() => void list.reload()} />
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm?.action === 'publish' ? `Publish ${confirm.game.name}` : `Delete ${confirm?.game.name ?? ''}`}
        confirmLabel={confirm?.action === 'publish' ? 'Publish' : 'Delete'}
        danger={confirm?.action === 'delete'}
        busy={busy}
        onClose={() => setConfirm(null)}
        onConfirm={() => void run()}
      >
        {confirm?.action === 'publish' ? adminMessages.publishConfirm : adminMessages.deleteConfirm}
      </ConfirmDialog>
    </AdminScreen>
  );
}
