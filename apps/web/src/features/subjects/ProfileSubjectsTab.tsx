import './subjects.css';
import { Badge, Card, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { endpoints, PROFILE_SUBJECT_PAGE_SIZE, messages, type ProfileSubject } from '@cp/contract';
import { EmptyState, Loading, pageParam, useAddressState, useStayOnLastPage } from '@cp/ui';
import { call } from '../../lib/api';
import { SubjectCover } from './SubjectCover';
import { VerifiedMark } from './SubjectCard';
import { pagerControlLabels } from './SubjectListPage';

function Thumbnail({ subject }: { subject: ProfileSubject }) {
  return (
    <Card component={Link} to={`/subject/detail/${subject.subject_code}/content`} withBorder radius="md" padding={0} className="subject-card">
      <Card.Section pos="relative">
        <SubjectCover image={subject.image} name={subject.subject_name} />
        {!subject.published && (
          <Badge color="dark" variant="filled" radius="sm" pos="absolute" top={8} left={8} size="sm">
            DRAFT
          </Badge>
        )}
      </Card.Section>
      <Group gap={4} p="sm" wrap="nowrap" align="flex-start">
        <Text fw={600} fz="sm" lineClamp={2} style={{ flex: 1 }}>
          {subject.subject_name}
        </Text>
        {subject.verified && <VerifiedMark size={16} />}
      </Group>
    </Card>
  );
}

function Section({ title, items, page, totalPage, onPage, loading }: { title: string; items: ProfileSubject[]; page: number; totalPage: number; onPage: (p: number) => void; loading: boolean }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {loading ? (
        <Loading label={`Loading ${title}`} lines={2} />
      ) : items.length === 0 ? (
        <EmptyState message={messages.noSubjectFound} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((s) => (
              <li key={s.subject_code}>
                <Thumbnail subject={s} />
              </li>
            ))}
          </SimpleGrid>
          {totalPage > 1 && (
            <Group justify="center">
              <Pagination total={totalPage} value={page} onChange={onPage} size="sm" getControlProps={pagerControlLabels} getItemProps={(p) => ({ 'aria-label': `${title}, page ${p}` })} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * Profile tab Subject (spec 3): the person's owned subjects (`GET /user/subjects/owned`, paged here)
 * and contributed subjects (`POST /user/subjects/contributed`, paged by the server), 4 per row.
 * Private subjects appear only to people with a role on them (the server leaves them out).
 */
type ProfilePages = { owned: number; contributed: number };
const readPages = (params: URLSearchParams): ProfilePages => ({ owned: pageParam(params, 'owned'), contributed: pageParam(params, 'contributed') });
function pagesParams(pages: ProfilePages) {
  const out = new URLSearchParams();
  if (pages.owned > 1) out.set('owned', String(pages.owned));
  if (pages.contributed > 1) out.set('contributed', String(pages.contributed));
  return out;
}

export function ProfileSubjectsTab({ username }: { username: string }) {
  // Both pages live in the address, so Back from a subject opened here returns to the same page.
  const [pages, show] = useAddressState(readPages, pagesParams);
  const { owned: ownedPage, contributed: contributedPage } = pages;
  const setOwnedPage = (owned: number, options?: { replace?: boolean }) => show({ owned }, options);
  const setContributedPage = (contributed: number, options?: { replace?: boolean }) => show({ contributed }, options);
  const owned = useQuery({
    queryKey: ['profile-owned', username],
    queryFn: async ({ signal }) => {
      const res = await call(endpoints.ownedSubjects, { query: { username }, signal });
      return res.status ? res.data : [];
    },
  });
  const contributed = useQuery({
    queryKey: ['profile-contributed', username, contributedPage],
    queryFn: async ({ signal }) => {
      const res = await call(endpoints.contributedSubjects, { query: { username }, body: { page: contributedPage, n: PROFILE_SUBJECT_PAGE_SIZE }, signal });
      return res.status ? { items: res.data, totalPage: res.total_page ?? 0 } : { items: [], totalPage: 0 };
    },
  });
  const ownedItems = owned.data ?? [];
  const start = (ownedPage - 1) * PROFILE_SUBJECT_PAGE_SIZE;
  const ownedPages = Math.ceil(ownedItems.length / PROFILE_SUBJECT_PAGE_SIZE);
  const ownedPast = useStayOnLastPage(ownedPage, owned.data ? ownedPages : undefined, (p) => setOwnedPage(p, { replace: true }));
  const contributedPast = useStayOnLastPage(contributedPage, contributed.data && !contributed.isPlaceholderData ? contributed.data.totalPage : undefined, (p) => setContributedPage(p, { replace: true }));
  return (
    <Stack gap="xl">
      <Section
        title="Owned Subjects"
        items={ownedItems.slice(start, start + PROFILE_SUBJECT_PAGE_SIZE)}
        page={ownedPage}
        totalPage={ownedPages}
        onPage={setOwnedPage}
        loading={owned.isPending || ownedPast}
      />
      <Section
        title="Contributed Subjects"
        items={contributed.data?.items ?? []}
        page={contributedPage}
        totalPage={contributed.data?.totalPage ?? 0}
        onPage={setContributedPage}
        loading={contributed.isPending || contributedPast}
      />
    </Stack>
  );
}
