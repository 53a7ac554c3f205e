import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Collapse, Grid, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@cp/contract';
import { useScreenMatches } from '@cp/ui';
import { call } from '../../lib/api';
import { DEFAULT_SUBJECT_SORT, SUBJECT_SORTS, filtersFor, type ListState, type SubjectListView, type SubjectSort } from './list-options';

/** `GET /categories/menu` as grouped select options. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: ['categories-menu'],
    queryFn: async ({ signal }) => {
      const res = await call(endpoints.categoryMenu, { signal });
      if (!res.status) throw new Error(res.message);
      return res.data;
    },
  });
}

export interface SubjectListFiltersProps {
  view: SubjectListView;
  state: ListState;
  /** Applies a change; every change but a page turn starts again at page 1. */
  onChange: (patch: Partial<ListState>) => void;
}

/** Search, sort, category and filters. On phones sort, category and filters fold into a panel so the first card shows. */
export function SubjectListFilters({ view, state, onChange }: SubjectListFiltersProps) {
  const [searchText, setSearchText] = useState(state.search);
  useEffect(() => setSearchText(state.search), [state.search]);
  const wide = useScreenMatches('(min-width: 48em)');
  const narrowedBy = (state.category ? 1 : 0) + state.filters.length + (state.sort !== DEFAULT_SUBJECT_SORT ? 1 : 0);
  const [panelOpen, panel] = useDisclosure(false);
  const categories = useCategoryOptions();

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: searchText.trim() });
  };

  const choices = (
    <>
      <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
        <Select
          label="Sort by"
          data={SUBJECT_SORTS.map((s) => ({ value: s.value, label: s.label }))}
          value={state.sort}
          onChange={(value) => onChange({ sort: (value as SubjectSort | null) ?? DEFAULT_SUBJECT_SORT })}
          allowDeselect={false}
          checkIconPosition="right"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <Select
          label="Category"
          placeholder="All categories"
          data={(categories.data ?? []).map((c) => ({
            group: c.name,
            items: [{ value: String(c.id), label: `All of ${c.name}` }, ...c.sub_list.map((s) => ({ value: String(s.id), label: s.name }))],
          }))}
          value={state.category ? String(state.category) : null}
          onChange={(value) => onChange({ category: value ? Number(value) : null })}
          clearable
          searchable
          clearButtonProps={{ 'aria-label': 'Clear category' }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <MultiSelect
          label="Filter"
          placeholder={state.filters.length ? undefined : 'All subjects'}
          data={filtersFor(view)}
          value={state.filters.map(String)}
          onChange={(value) => onChange({ filters: value.map(Number).sort((a, b) => a - b) })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear filters' }}
        />
      </Grid.Col>
    </>
  );

  return (
    <Box component="form" role="search" onSubmit={submitSearch}>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label="Search subjects"
            placeholder="Subject name, code or description"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSectionWidth={80}
            rightSection={
              <Button type="submit" size="compact-sm" variant="light">
                Search
              </Button>
            }
          />
        </Grid.Col>
        {wide ? (
          choices
        ) : (
          <Grid.Col span={12}>
            <Button
              variant="default"
              fullWidth
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              onClick={panel.toggle}
              aria-expanded={panelOpen}
              aria-controls="subject-list-choices"
            >
              {`Sort and filter${narrowedBy ? ` (${narrowedBy})` : ''}`}
            </Button>
            <Collapse expanded={panelOpen} id="subject-list-choices">
              <Grid gap="sm" mt="sm">
                {choices}
              </Grid>
            </Collapse>
          </Grid.Col>
        )}
      </Grid>
    </Box>
  );
}
