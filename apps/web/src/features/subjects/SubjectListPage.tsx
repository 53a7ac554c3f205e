import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, CloseButton, Grid, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { IconBooks, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@cp/contract';
import { EmptyState, PageFrame } from '@cp/ui';
import { DEFAULT_SUBJECT_SORT, SUBJECT_SORTS, filtersFor, type SubjectSort } from './list-options';

export interface SubjectListPageProps {
  view: 'mine' | 'browse';
}

/**
 * My Subjects (/subject) and Browse (/browse): search, sort and filters over a card grid.
 * Cards come with the subjects list call (`POST /subjects/mine`, `POST /subjects`).
 */
export function SubjectListPage({ view }: SubjectListPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const searchParam = view === 'browse' ? (params.get('search') ?? '').trim() : '';

  const [searchText, setSearchText] = useState(searchParam);
  const [sort, setSort] = useState<SubjectSort>(DEFAULT_SUBJECT_SORT);
  const [filters, setFilters] = useState<string[]>([]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    if (view === 'browse') {
      const text = searchText.trim();
      navigate(text ? `/browse?search=${encodeURIComponent(text)}` : '/browse');
    }
  };

  const title = view === 'mine' ? 'My Subjects' : 'Browse Subjects';

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
            rightSection={
              <CloseButton
                size="sm"
                radius="xl"
                aria-label="Clear search result"
                onClick={() => {
                  setSearchText('');
                  navigate('/browse');
                }}
              />
            }
          >
            Search Result for &apos;{searchParam}&apos;
          </Badge>
        </Group>
      )}

      <Box component="form" role="search" onSubmit={submitSearch}>
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 12, md: 5 }}>
            <TextInput
              label="Search subjects"
              placeholder="Subject name or code"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label="Sort by"
              data={SUBJECT_SORTS.map((s) => ({ value: s.value, label: s.label }))}
              value={sort}
              onChange={(value) => setSort((value as SubjectSort | null) ?? DEFAULT_SUBJECT_SORT)}
              allowDeselect={false}
              checkIconPosition="right"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <MultiSelect
              label="Filter"
              placeholder={filters.length ? undefined : 'All subjects'}
              data={filtersFor(view).map((f) => ({ value: f.value, label: f.label }))}
              value={filters}
              onChange={setFilters}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear filters' }}
            />
          </Grid.Col>
        </Grid>
      </Box>

      <EmptyState message={messages.noSubjectFound} icon={<IconBooks size={40} color="var(--mantine-color-gray-6)" aria-hidden />}>
        {view === 'mine' && (
          <Button component={Link} to="/subject/add" variant="light" leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
            Create your first subject
          </Button>
        )}
      </EmptyState>
    </PageFrame>
  );
}
