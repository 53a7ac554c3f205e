import './subjects.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Center, CloseButton, Grid, Group, Loader, MultiSelect, Pagination, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconBooks, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { endpoints, messages, type SubjectFilter } from '@cp/contract';
import { EmptyState, PageFrame } from '@cp/ui';
import { call } from '../../lib/api';
import { DEFAULT_SUBJECT_SORT, SUBJECT_PAGE_SIZE, SUBJECT_SORTS, filtersFor, type SubjectSort } from './list-options';
import { SubjectCard } from './SubjectCard';
import { useSubjectList } from './subject-api';

export interface SubjectListPageProps {
  view: 'mine' | 'browse';
}

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

/** Previous/next/first/last buttons of a pager need names for screen readers. */
export const pagerControlLabels = (control: 'first' | 'previous' | 'last' | 'next') => ({
  'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[control],
});

/**
 * My Subjects (/subject) and Browse (/browse): search, sort, category and filters over a card grid
 * of 3 per row and 6 per page (`POST /subjects/mine`, `POST /subjects`).
 */
export function SubjectListPage({ view }: SubjectListPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const searchParam = view === 'browse' ? (params.get('search') ?? '').trim() : '';

  const [searchText, setSearchText] = useState(searchParam);
  const [search, setSearch] = useState(searchParam);
  const [sort, setSort] = useState<SubjectSort>(DEFAULT_SUBJECT_SORT);
  const [filters, setFilters] = useState<string[]>([]);
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);

  // Browse follows its ?search= parameter (the header search and the chip's clear icon change it).
  useEffect(() => {
    if (view !== 'browse') return;
    setSearchText(searchParam);
    setSearch(searchParam);
    setPage(1);
  }, [searchParam, view]);

  const list = useSubjectList(view, {
    search,
    sort,
    filter: filters.map((f) => Number(f) as SubjectFilter),
    category: category ? Number(category) : null,
    n: SUBJECT_PAGE_SIZE,
    page,
  });
  const categories = useCategoryOptions();

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = searchText.trim();
    if (view === 'browse') navigate(text ? `/browse?search=${encodeURIComponent(text)}` : '/browse');
    else {
      setSearch(text);
      setPage(1);
    }
  };

  const title = view === 'mine' ? 'My Subjects' : 'Browse Subjects';
  const items = list.data?.items ?? [];
  const totalPage = list.data?.totalPage ?? 0;

  return (
    <PageFrame
      title={title}
      actions={
        view === 'mine' ? (
          <Button component={Link} to="/subject/add" leftSection={<IconPlus size={18} aria-hidden />}>
            Add Subject
          </Button>
        ) : undefined
      }
    >
      {searchParam && (
        <Group>
          <Badge
            size="lg"
            variant="light"
            color="indigo"
            radius="xl"
            tt="none"
            fw={600}
            pr={4}
            rightSection={<CloseButton size="sm" radius="xl" aria-label="Clear search result" onClick={() => navigate('/browse')} />}
          >
            Search Result for &apos;{searchParam}&apos;
          </Badge>
        </Group>
      )}

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
          <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
            <Select
              label="Sort by"
              data={SUBJECT_SORTS.map((s) => ({ value: s.value, label: s.label }))}
              value={sort}
              onChange={(value) => {
                setSort((value as SubjectSort | null) ?? DEFAULT_SUBJECT_SORT);
                setPage(1);
              }}
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
              value={category}
              onChange={(value) => {
                setCategory(value);
                setPage(1);
              }}
              clearable
              searchable
              clearButtonProps={{ 'aria-label': 'Clear category' }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <MultiSelect
              label="Filter"
              placeholder={filters.length ? undefined : 'All subjects'}
              data={filtersFor(view)}
              value={filters}
              onChange={(value) => {
                setFilters(value);
                setPage(1);
              }}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear filters' }}
            />
          </Grid.Col>
        </Grid>
      </Box>

      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading subjects" />
        </Center>
      ) : items.length === 0 ? (
        <EmptyState message={messages.noSubjectFound} icon={<IconBooks size={40} color="var(--mantine-color-gray-6)" aria-hidden />}>
          {view === 'mine' && !search && filters.length === 0 && !category && (
            <Button component={Link} to="/subject/add" variant="light" leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
              Create your first subject
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {list.data?.totalRecord} subject{list.data?.totalRecord === 1 ? '' : 's'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((subject) => (
              <li key={subject.code}>
                <SubjectCard subject={subject} />
              </li>
            ))}
          </SimpleGrid>
          {totalPage > 1 && (
            <Group justify="center">
              <Pagination
                total={totalPage}
                value={page}
                onChange={(p) => {
                  setPage(p);
                  window.scrollTo(0, 0);
                }}
                getControlProps={pagerControlLabels}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                aria-label="Subject pages"
              />
            </Group>
          )}
        </>
      )}
    </PageFrame>
  );
}
