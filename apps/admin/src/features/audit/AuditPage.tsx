import { Button, Select, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ADMIN_AUDIT_SORTS, AUDIT_ACTIONS, adminMessages, endpoints, type AuditAction, type AuditEntry } from '@cp/contract';
import { formatTime } from '@cp/ui';
import { AdminTable, type Column } from '../../components/AdminTable';
import { DateRangeFilter, readRange } from '../../components/DateRangeFilter';
import { call } from '../../lib/api';
import { downloadCsv } from '../../lib/download';
import { listBody, useListState } from '../../lib/list-state';
import { useAdminList } from '../../lib/use-admin-list';
import { AdminScreen } from '../AdminScreen';

const readAction = (params: URLSearchParams) => {
  const action = params.get('action');
  return action !== null && (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : undefined;
};

/** /audit — every administrator action, read-only (docs/decisions.md, "Back-office"). */
export function AuditPage() {
  const { state, update, filters } = useListState(ADMIN_AUDIT_SORTS, { order_by: 'date', asc: false }, [], (p) => ({ ...readRange(p), action: readAction(p) }));
  const { action, ...range } = filters;
  const body = { ...listBody(state), ...filters };
  const list = useAdminList('audit', body, () => call(endpoints.adminAudit, { body }), adminMessages.listFailed('audit'));

  const columns: Column<AuditEntry, (typeof ADMIN_AUDIT_SORTS)[number]>[] = [
    { label: 'Date', sort: 'date', render: (e) => formatTime(e.date), nowrap: true },
    { label: 'Administrator', sort: 'admin', render: (e) => e.admin },
    { label: 'Action', sort: 'action', render: (e) => <Text ff="monospace" fz="sm">{e.action}</Text> },
    { label: 'On', sort: 'target', render: (e) => e.target },
    { label: 'Reason', render: (e) => e.reason ?? '-' },
  ];
  const download = () => {
    const query = new URLSearchParams(Object.entries(filters).filter((kv): kv is [string, string] => Boolean(kv[1])));
    void downloadCsv(`${endpoints.downloadAudit.path}${query.size ? `?${query}` : ''}`, 'audit-log.csv');
  };

  return (
    <AdminScreen title="Audit Log" description="What administrators did, when, and why. Entries cannot be changed.">
      <AdminTable
        label="Audit log"
        columns={columns}
        {...list}
        state={state}
        onChange={update}
        rowKey={(e) => e.audit_id}
        filters={filters}
        searchPlaceholder="Administrator, target or reason"
        toolbar={
          <>
            <Select label="Action" placeholder="Any action" clearable data={[...AUDIT_ACTIONS]} value={action ?? null} onChange={(v) => update({}, { action: v ?? undefined })} w={190} />
            <DateRangeFilter label="Between" value={range} onChange={(next) => update({}, next)} />
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
              Download CSV
            </Button>
          </>
        }
      />
    </AdminScreen>
  );
}
