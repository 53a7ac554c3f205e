import { Group, Paper, Select, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '@cp/contract';
import { PageFrame } from '@cp/ui';

/** Manager task table columns 0 to 7 (spec 3 §9: default sort column 6, descending). */
export const TASK_COLUMNS = [
  'Subject',
  'Chapter / Topic',
  'Minigame',
  'Entry',
  'Contributor',
  'Change',
  'Submitted',
  'Status',
] as const;

export const TASK_PAGE_SIZES = ['10', '25', '50', '100'] as const;

/** /task — pending entries across the manager's subjects. */
export function TaskPage() {
  const [pageSize, setPageSize] = useState<string>('10');
  return (
    <PageFrame
      title="Task"
      description={<Text c="dimmed">Entries waiting for your review across the subjects you manage.</Text>}
    >
      <Group justify="flex-end">
        <Select
          label="Rows per page"
          data={[...TASK_PAGE_SIZES]}
          value={pageSize}
          onChange={(value) => setPageSize(value ?? '10')}
          allowDeselect={false}
          w={140}
        />
      </Group>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={860} type="native" tabIndex={0} role="region" aria-label="Pending entries">
          <Table verticalSpacing="sm" striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">No</Table.Th>
                {TASK_COLUMNS.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
                <Table.Th scope="col">Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody />
          </Table>
        </Table.ScrollContainer>
        {/* Outside the sideways-scrolling table, so the message fits a phone screen. */}
        <Text ta="center" c="gray.7" fw={600} py="lg" px="md">
          {messages.noDataFound}
        </Text>
      </Paper>
    </PageFrame>
  );
}
