import { ActionIcon, Badge, Card, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { questionMessages, type QuestionEntry } from '@cp/contract';
import type { EntryColumn } from './entry-columns';

/** What a reader may do with a row: edit (when `mayEdit`), delete (managers). */
export interface RowAccess {
  canWrite: boolean;
  manager: boolean;
  onEdit: (entry: QuestionEntry) => void;
  onDelete: (entry: QuestionEntry) => void;
}

/** The yellow (manager) / blue (contributor) marker of an entry on review, as a row attribute. */
export const reviewMarker = (e: QuestionEntry, manager: boolean) => (e.status ? (manager ? 'needs' : 'being') : undefined);

export function StatusBadge({ entry, manager }: { entry: QuestionEntry; manager: boolean }) {
  if (entry.status) {
    return (
      <Tooltip label={manager ? questionMessages.needsReview : questionMessages.beingReviewed}>
        <Badge color={manager ? 'yellow.9' : 'blue.9'} variant="outline">
          On review
        </Badge>
      </Tooltip>
    );
  }
  return entry.declined ? (
    <Badge color="red.9" variant="outline">
      Declined
    </Badge>
  ) : (
    <Badge color="teal.9" variant="outline">
      Approved
    </Badge>
  );
}

export function RowActions({ entry, access }: { entry: QuestionEntry; access: RowAccess }) {
  // A contributor cannot change an entry while it waits for review.
  const mayEdit = access.canWrite && (access.manager || !entry.status);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Edit entry ${entry.question_number}`} disabled={!mayEdit} onClick={() => access.onEdit(entry)}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      {access.manager && (
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
            {access.canWrite && <RowActions entry={e} access={access} />}
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
                {e.editor ?? ''} · {new Date(e.datetime).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' })}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
