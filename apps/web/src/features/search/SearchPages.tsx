import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@cp/contract';
import { EmptyState, PageFrame } from '@cp/ui';

function useKeyword() {
  const [params] = useSearchParams();
  return (params.get('keyword') ?? '').trim();
}

function Section({ title, seeAll }: { title: string; seeAll: string }) {
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
      <EmptyState message={messages.noDataFound} />
    </Stack>
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
      <Section title="Entry" seeAll={`/search/entry?keyword=${q}`} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Section title="Subject" seeAll={`/browse?search=${q}`} />
        <Section title="User" seeAll={`/search/user?keyword=${q}`} />
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
      <EmptyState message={messages.noDataFound} />
    </PageFrame>
  );
}

/** /search/user — all matching users. */
export function SearchUserPage() {
  const keyword = useKeyword();
  return (
    <PageFrame title="User Search Results" description={keyword ? <Text c="dimmed">Search Result for &apos;{keyword}&apos;</Text> : undefined}>
      <BackToSearch keyword={keyword} />
      <EmptyState message={messages.noDataFound} />
    </PageFrame>
  );
}
