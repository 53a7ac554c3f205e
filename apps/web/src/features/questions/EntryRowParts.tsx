import { ActionIcon, Card, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconCheck, IconGitCompare, IconHistory, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { questionMessages, type QuestionEntry } from '@cp/contract';
import { formatDate } from '@cp/ui';
import { EntryStateBadge } from '../review/EntryStateBadge';
import type { EntryReviewActions } from '../review/use-entry-review';
import type { EntryColumn } from './entry-columns';

/** What a reader may do with a row: edit, delete and review (managers), history (anyone with a role). */
export interface RowAccess {
  canWrite: boolean;
  manager: boolean;
  hasRole: boolean;
  onEdit: (entry: QuestionEntry) => void;
  onDelete: (entry: QuestionEntry) => void;
  review: EntryReviewActions;
}

/** The yellow (manager) / blue (contributor) marker of an entry on review, as a row attribute. */
export const reviewMarker = (e: QuestionEntry, manager: boolean) => (e.status ? (manager ? 'needs' : 'being') : undefined);

export function StatusBadge({ entry, manager }: { entry: QuestionEntry; manager: boolean }) {
  const state = entry.status ? 'On Review' : entry.declined ? 'Declined' : 'Approved';
  const badge = <EntryStateBadge state={state} forManager={manager} />;
  return entry.status ? <Tooltip label={manager ? questionMessages.needsReview : questionMessages.beingReviewed}><span>{badge}</span></Tooltip> : badge;
}

export function RowActions({ entry, access }: { entry: QuestionEntry; access: RowAccess }) {
  // A contributor cannot change an entry while it waits for review.
  const mayEdit = access.canWrite && (access.manager || !entry.status);
  const n = entry.question_number;
  const icon = (label: string, onClick: () => void, node: ReactNode, color?: string) => (
    <Tooltip label={label.replace(/ entry \d+$/, '')}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {node}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={2} wrap="nowrap">
      {access.manager && entry.status && (
        <>
          {icon(`Approve entry ${n}`, () => access.review.approve(entry), <IconCheck size={16} aria-hidden />, 'teal.9')}
          {icon(`Decline entry ${n}`, () => access.review.decline(entry), <IconX size={16} aria-hidden />, 'red.9')}
          {icon(`View changes of entry ${n}`, () => access.review.changes(entry), <IconGitCompare size={16} aria-hidden />)}
        </>
      )}
      {access.hasRole && icon(`History of entry ${n}`, () => access.review.history(entry), <IconHistory size={16} aria-hidden />, 'gray.7')}
      {access.canWrite && (
        <ActionIcon variant="subtle" aria-label={`Edit entry ${n}`} disabled={!mayEdit} onClick={() => access.onEdit(entry)}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      )}
      {access.manager && access.canWrite && (
        <ActionIcon variant="subtle" color="red" aria-label={`Delete entry ${entry.question_number}`} onClick={() => access.onDelete(entry)}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

export function CellValue({ column, entry }: { column: EntryColumn; entry: QuestionEntry }) {
  const value = column.value(entry.question_object);
  if (column.kind === 'image') return value ? <Image src={value} alt={`Picture of entry ${entry.question_number}`} w={48} h={48} radius="sm" /> : null;
  return (
    <Text fz="sm" lineClamp={2}>
      {value}
    </Text>
  );
}

/** On a phone the entries are cards: the columns stacked as label and value, status and actions on top. */
export function EntryCards({ entries, columns, access, focusedId }: { entries: QuestionEntry[]; columns: EntryColumn[]; access: RowAccess; focusedId?: number }) {
  return (
    <Stack gap="sm" component="ul" aria-label="Entries" className="entry-cards">
      {entries.map((e) => (
        <Card key={e.question_id} component="li" withBorder padding="sm" className="entry-row" data-review={reviewMarker(e, access.manager)} data-focused={e.question_id === focusedId || undefined}>
          <Group justify="space-between" wrap="nowrap" mb={6}>
            <Group gap="xs">
              <Text fw={700} fz="sm">
                No {e.question_number}
              </Text>
              <StatusBadge entry={e} manager={access.manager} />
            </Group>
            {access.hasRole && <RowActions entry={e} access={access} />}
          </Group>
          <Stack gap={4}>
            {columns.map((c) => (
              <div key={c.header}>
                <Text fz="xs" fw={700} c="gray.7">
                  {c.header}
                </Text>
                <CellValue column={c} entry={e} />
              </div>
            ))}
            {!access.canWrite && (
              <Text fz="xs" c="gray.7">
                {e.editor ?? ''} · {formatDate(e.datetime)}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
