import { Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { abbreviateNumber, adminMessages, endpoints, type DashboardQuery, type GeneralStatistics } from '@cp/contract';
import { EmptyState, Loading, formatCount } from '@cp/ui';
import { call } from '../../lib/api';

const CARDS: { key: keyof GeneralStatistics; label: string }[] = [
  { key: 'total_user', label: 'Total Users' },
  { key: 'total_subject', label: 'Total Subjects' },
  { key: 'total_entries', label: 'Total Entries' },
  { key: 'play_session', label: 'Play Sessions' },
];

/** General Statistic: four cards; numbers above 999 abbreviated, the full value in a tooltip. */
export function StatCards({ range }: { range: DashboardQuery }) {
  const stats = useQuery({ queryKey: ['admin', 'dashboard', 'statistics', range], queryFn: () => call(endpoints.dashboardStatistics, { query: range }) });
  if (stats.isPending) return <Loading label="Loading statistics" />;
  if (!stats.data?.status) return <EmptyState message={adminMessages.statisticNotFound} />;
  const data = stats.data.data;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {CARDS.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="md">
          <Text fz="sm" c="dimmed" fw={600}>
            {card.label}
          </Text>
          <Tooltip label={formatCount(data[card.key])} withArrow>
            <Text fz={32} fw={700} component="p" m={0} tabIndex={0} aria-label={`${card.label}: ${formatCount(data[card.key])}`}>
              {abbreviateNumber(data[card.key])}
            </Text>
          </Tooltip>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
