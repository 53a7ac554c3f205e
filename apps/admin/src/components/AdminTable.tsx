import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Box, Group, LoadingOverlay, Pagination, Paper, Select, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { ADMIN_COUNT_LIMIT, ADMIN_PAGE_SIZES } from '@cp/contract';
import { EmptyState, Loading, formatCount, useStayOnLastPage } from '@cp/ui';
import type { ListChange, ListState } from '../lib/list-state';

/** Search waits this long after the last keystroke (spec 3 §9). */
export const SEARCH_DEBOUNCE_MS = 200;

export interface Column<T, S extends string> {
  label: string;
  /** The list call's sort field for this column; the header becomes a sort button. */
  sort?: S;
  render: (row: T) => ReactNode;
  width?: number | string;
  /** Kept on one line at its full width (dates, statuses, actions). */
  nowrap?: boolean;
}

export interface AdminTableProps<T, S extends string, F extends string> {
  /** Names the table for assistive technology and the loading text ("Users"). */
  label: string;
  columns: Column<T, S>[];
  rows: T[] | undefined;
  total: number;
  loading: boolean;
  /** A reload is running with the old rows still shown. */
  refreshing: boolean;
  failure?: string | null;
  state: ListState<S, F>;
  onChange: (change: ListChange<S, F>, extra?: undefined, options?: { replace?: boolean }) => void;
  rowKey: (row: T) => string | number;
  rowStyle?: (row: T) => CSSProperties | undefined;
  searchPlaceholder?: string;
  /** Filters and buttons beside the search box. */
  toolbar?: ReactNode;
  /** The screen's own filters in the toolbar (`useListState`'s `filters`: a date range, an action); the table's flags it knows itself. */
  filters?: Record<string, string | undefined>;
  minWidth?: number;
}

/**
 * M of 'Showing N of M entries'. A count the server stopped at its limit is one more than it and
 * reads "more than 10,000"; a whole table's kept total is exact at any size.
 */
export const totalText = (total: number) =>
  total === ADMIN_COUNT_LIMIT + 1 ? `more than ${formatCount(ADMIN_COUNT_LIMIT)}` : formatCount(total);

/**
 * What an empty table says: a table with rows left out by a search or a filter does not say it is
 * empty, and a search under a filter says so, since the term may match rows the filter leaves out.
 */
export const emptyMessage = (search: string, filtered: boolean) => {
  if (search) return filtered ? `Nothing matches '${search}' with these filters.` : `Nothing matches '${search}'.`;
  return filtered ? 'Nothing matches these filters.' : 'There is nothing here yet.';
};

/**
 * Every back-office table (spec 3 §2): search (200 ms after typing), sortable headers, 10/25/50/100
 * rows, 'Showing N of M entries', row numbers that continue across pages, loading states.
 */
export function AdminTable<T, S extends string, F extends string>(props: AdminTableProps<T, S, F>) {
  const { label, columns, rows, total, loading, refreshing, failure, state, onChange, rowKey, rowStyle, toolbar, filters = {}, minWidth = 900 } = props;
  const [search, setSearch] = useState(state.search);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Typing does not fill the history: each search replaces the one before.
    if (debounced.trim() !== state.search) onChange({ search: debounced.trim() }, undefined, { replace: true });
    // Only a new typed value starts a search; the address changing (Back) must not write it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => setSearch(state.search), [state.search]);

  const pages = Math.max(1, Math.ceil(total / state.n));
  // Rows removed since the page was opened (or an old link) can leave it past the last page.
  const pastEnd = useStayOnLastPage(state.page, rows && !refreshing ? pages : undefined, (page) => onChange({ page }, undefined, { replace: true }));
  // Worked out from the order at the click: a second click before the first one's render reverses it.
  const sortBy = (sort: S) => onChange((current) => ({ order_by: sort, asc: current.order_by === sort ? !current.asc : true }));

  return (
    <Box>
      <Group justify="space-between" align="end" mb="sm" gap="sm">
        <TextInput
          label={`Search ${label.toLowerCase()}`}
          placeholder={props.searchPlaceholder ?? 'Search…'}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {toolbar && (
          <Group gap="sm" align="end">
            {toolbar}
          </Group>
        )}
      </Group>
      {loading || pastEnd ? (
        <Loading label={`Loading ${label.toLowerCase()}`} />
      ) : failure ? (
        <EmptyState message={failure} />
      ) : !rows?.length ? (
        <EmptyState message={emptyMessage(state.search, [...Object.values(filters), ...Object.values(state.flags)].some(Boolean))} />
      ) : (
        <Paper withBorder radius="md" pos="relative">
          <LoadingOverlay visible={refreshing} zIndex={5} overlayProps={{ blur: 0, backgroundOpacity: 0.4 }} loaderProps={{ size: 'sm' }} />
          <Table.ScrollContainer minWidth={minWidth} type="native">
            <Table verticalSpacing="sm" highlightOnHover aria-label={label} aria-busy={refreshing}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={56}>
                    No
                  </Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c.label} scope="col" w={c.width} aria-sort={c.sort && state.order_by === c.sort ? (state.asc ? 'ascending' : 'descending') : undefined}>
                      {c.sort ? (
                        <UnstyledButton onClick={() => sortBy(c.sort!)} fw={700} fz="sm">
                          <Group gap={4} wrap="nowrap">
                            {c.label}
                            {state.order_by === c.sort ? (
                              state.asc ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />
                            ) : (
                              <IconArrowsSort size={14} aria-hidden opacity={0.5} />
                            )}
                          </Group>
                        </UnstyledButton>
                      ) : (
                        c.label
                      )}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr key={rowKey(row)} style={rowStyle?.(row)}>
                    <Table.Td>{(state.page - 1) * state.n + i + 1}</Table.Td>
                    {columns.map((c) => (
                      <Table.Td key={c.label}>
                        {/* One line at its full width: a badge hides what overflows it, so the table would squeeze it to "PUBL…". */}
                        {c.nowrap ? <Box w="max-content">{c.render(row)}</Box> : c.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {!loading && !failure && total > 0 && (
        <Group justify="space-between" mt="sm">
          <Group gap="xs">
            <Select
              aria-label="Rows per page"
              data={ADMIN_PAGE_SIZES.map(String)}
              value={String(state.n)}
              onChange={(v) => onChange({ n: Number(v) })}
              w={90}
              allowDeselect={false}
            />
            <Text fz="sm" c="dimmed" role="status">
              Showing {rows?.length ?? 0} of {totalText(total)} entries
            </Text>
          </Group>
          {pages > 1 && (
            <Pagination total={pages} value={Math.min(state.page, pages)} onChange={(page) => onChange({ page })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
          )}
        </Group>
      )}
    </Box>
  );
}
