import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type DashboardQuery } from '@cp/contract';
import { EmptyState, Loading, plural } from '@cp/ui';
import { call } from '../../lib/api';

function Ranked({ rank, title, lines }: { rank: number; title: string; lines: string[] }) {
  return (
    <Group wrap="nowrap" align="flex-start" component="li">
      <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
        {rank}
      </ThemeIcon>
      <div>
        <Text fw={600} fz="sm">
          {title}
        </Text>
        {lines.map((l) => (
          <Text key={l} fz="xs" c="dimmed">
            {l}
          </Text>
        ))}
      </div>
    </Group>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 };

/** Top 5 Most Active Users: the people who wrote entries in the most subjects. */
export function ActiveUsers({ range }: { range: DashboardQuery }) {
  const q = useQuery({ queryKey: ['admin', 'dashboard', 'active-users', range], queryFn: () => call(endpoints.dashboardActiveUsers, { query: range }) });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        Top 5 Most Active Users
      </Title>
      {q.isPending ? (
        <Loading label="Loading active users" />
      ) : !q.data?.status || q.data.data.length === 0 ? (
        <EmptyState message="No one wrote entries in this period." />
      ) : (
        <Stack component="ol" gap="sm" style={listStyle}>
          {q.data.data.map((u, i) => (
            <Ranked key={u.username} rank={i + 1} title={u.name} lines={[`@${u.username}, ${u.email}`, `${plural(u.contribution, 'subject')} contributed`]} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Top 5 Most Played Subjects in the game app. */
export function PlayedSubjects({ range }: { range: DashboardQuery }) {
  const q = useQuery({ queryKey: ['admin', 'dashboard', 'played-subjects', range], queryFn: () => call(endpoints.dashboardPlayedSubjects, { query: range }) });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        Top 5 Most Played Subjects
      </Title>
      {q.isPending ? (
        <Loading label="Loading played subjects" />
      ) : !q.data?.status || q.data.data.length === 0 ? (
        <EmptyState message="No subject was played in this period." />
      ) : (
        <Stack component="ol" gap="sm" style={listStyle}>
          {q.data.data.map((s, i) => (
            <Ranked key={s.subject_code} rank={i + 1} title={s.subject_name} lines={[`by ${s.subject_owner}`, `${plural(s.play_session, 'time')} played`]} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
