import './subjects.css';
import { Badge, Button, CloseButton, Group, Pagination, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@cp/contract';
import { EmptyState, PageFrame, useAddressState } from '@cp/ui';
import { listStateParams, readListState, subjectCountLabel, subjectListBody, type ListState } from './list-options';
import { SubjectListFilters } from './SubjectListFilters';
import { SubjectCard } from './SubjectCard';
import { useSubjectList } from './subject-api';

export interface SubjectListPageProps {
  view: 'mine' | 'browse';
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
  const [state, show] = useAddressState((params) => readListState(params, view), listStateParams);
  const change = (patch: Partial<ListState>) => show({ page: 1, ...patch });

  const list = useSubjectList(view, subjectListBody(state));

  const title = view === 'mine' ? 'My Subjects' : 'Browse Subjects';
  const items = list.data?.items ?? [];
  const totalPage = list.data?.totalPage ?? 0;
  const narrowed = state.search !== '' || state.filters.length > 0 || state.category !== null;

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
      {view === 'browse' && state.search && (
        <Group>
          <Badge
            size="lg"
            variant="light"
            color="indigo"
            radius="xl"
            tt="none"
            fw={600}
            pr={4}
            rightSection={<CloseButton size="sm" radius="xl" aria-label="Clear search result" onClick={() => change({ search: '' })} />}
          >
            Search Result for &apos;{state.search}&apos;
          </Badge>
        </Group>
      )}

      <SubjectListFilters view={view} state={state} onChange={change} />

      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="status" aria-busy="true" aria-label="Loading subjects">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <EmptyState message={messages.noSubjectFound} icon={<IconBooks size={40} color="var(--mantine-color-gray-6)" aria-hidden />}>
          {narrowed ? (
            <Button variant="light" mt="xs" onClick={() => navigate(view === 'mine' ? '/subject' : '/browse')}>
              Clear filters
            </Button>
          ) : (
            view === 'mine' && (
              <Button component={Link} to="/subject/add" variant="light" leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
                Create your first subject
              </Button>
            )
          )}
        </EmptyState>
      ) : (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {subjectCountLabel(list.data?.totalRecord ?? 0)}
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
                value={state.page}
                onChange={(page) => {
                  change({ page });
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
