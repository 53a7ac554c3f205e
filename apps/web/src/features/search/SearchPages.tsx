import type { ReactNode } from 'react';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@cp/contract';
import { ComingSoon, EmptyState, Loading, PageFrame } from '@cp/ui';
import { DEFAULT_SUBJECT_SORT } from '../subjects/list-options';
import { SubjectCard } from '../subjects/SubjectCard';
import { useSubjectList } from '../subjects/subject-api';

const ENTRY_SEARCH = 'Searching question entries by their text is being built.';
const USER_SEARCH = 'Searching people by name or username is being built.';

function useKeyword() {
  const [params] = useSearchParams();
  return (params.get('keyword') ?? '').trim();
}

function Section({ title, seeAll, children }: { title: string; seeAll: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Anchor component={Link} to={seeAll} fz="sm" fw={600}>
          See All
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

/** The first subjects matching the keyword, from the same search as Browse. */
function SubjectMatches({ keyword }: { keyword: string }) {
  const list = useSubjectList('browse', { search: keyword, sort: DEFAULT_SUBJECT_SORT, filter: [], category: null, n: 3, page: 1 }, keyword !== '');
  if (keyword === '') return <EmptyState message={messages.noSubjectFound} />;
  if (list.isPending) return <Loading label="Searching subjects" />;
  const items = list.data?.items ?? [];
  if (items.length === 0) return <EmptyState message={messages.noSubjectFound} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((subject) => (
        <li key={subject.code}>
          <SubjectCard subject={subject} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** /search?keyword= — entries, subjects and users matching the keyword. */
export function SearchPage() {
  const keyword = useKeyword();
  const q = encodeURIComponent(keyword);
  return (
    <PageFrame
      title="Search"
      description={keyword ? <Text c="dimmed">Search Result for &apos;{keyword}&apos;</Text> : undefined}
    >
      <Section title="Subject" seeAll={`/browse?search=${q}`}>
        <SubjectMatches keyword={keyword} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Section title="Entry" seeAll={`/search/entry?keyword=${q}`}>
          <ComingSoon what={ENTRY_SEARCH} />
        </Section>
        <Section title="User" seeAll={`/search/user?keyword=${q}`}>
          <ComingSoon what={USER_SEARCH} />
        </Section>
      </SimpleGrid>
    </PageFrame>
  );
}

function BackToSearch({ keyword }: { keyword: string }) {
  return (
    <Anchor component={Link} to={`/search?keyword=${encodeURIComponent(keyword)}`} fw={600}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to All Search
      </Group>
    </Anchor>
  );
}

/** /search/entry — all matching entries. */
export function SearchEntryPage() {
  const keyword = useKeyword();
  return (
    <PageFrame title="Entry Search Results" description={keyword ? <Text c="dimmed">Search Result for &apos;{keyword}&apos;</Text> : undefined}>
      <BackToSearch keyword={keyword} />
      <ComingSoon what={ENTRY_SEARCH} />
    </PageFrame>
  );
}

/** /search/user — all matching users. */
export function SearchUserPage() {
  const keyword = useKeyword();
  return (
    <PageFrame title="User Search Results" description={keyword ? <Text c="dimmed">Search Result for &apos;{keyword}&apos;</Text> : undefined}>
      <BackToSearch keyword={keyword} />
      <ComingSoon what={USER_SEARCH} />
    </PageFrame>
  );
}
