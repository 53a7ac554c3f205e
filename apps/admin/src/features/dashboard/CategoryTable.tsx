import { useState } from 'react';
import { Anchor, Modal, Paper, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type CategoryDistribution, type DashboardQuery } from '@cp/contract';
import { EmptyState, Loading } from '@cp/ui';
import { call } from '../../lib/api';

/** Subject Distribution Per Category, with each category's sub-categories in a modal. */
export function CategoryTable({ range }: { range: DashboardQuery }) {
  const q = useQuery({ queryKey: ['admin', 'dashboard', 'categories', range], queryFn: () => call(endpoints.dashboardCategories, { query: range }) });
  const [open, setOpen] = useState<CategoryDistribution | null>(null);
  const rows = q.data?.status ? q.data.data : [];
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        Subject Distribution Per Category
      </Title>
      {q.isPending ? (
        <Loading label="Loading categories" />
      ) : rows.length === 0 ? (
        <EmptyState message="No subjects were made in this period." />
      ) : (
        <Table.ScrollContainer minWidth={520} type="native">
          <Table aria-label="Subject distribution per category" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Category</Table.Th>
                <Table.Th scope="col">Most used sub-category</Table.Th>
                <Table.Th scope="col">Subjects</Table.Th>
                <Table.Th scope="col">Sub-categories</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.category_name}>
                  <Table.Td>{c.category_name}</Table.Td>
                  <Table.Td>{c.most_used_sub_category ?? '-'}</Table.Td>
                  <Table.Td>{c.subject_count}</Table.Td>
                  <Table.Td>
                    {c.sub_categories.length > 0 && (
                      <Anchor component="button" type="button" fz="sm" onClick={() => setOpen(c)} aria-label={`View Subcategory of ${c.category_name}`}>
                        View Subcategory
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={`${open?.category_name ?? ''}: sub-categories`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Table aria-label="Sub-categories">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Sub-category</Table.Th>
              <Table.Th scope="col">Subjects</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {open?.sub_categories.map((s) => (
              <Table.Tr key={s.sub_category_name}>
                <Table.Td>{s.sub_category_name}</Table.Td>
                <Table.Td>{s.sub_category_count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </Paper>
  );
}
