import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { adminMessages, endpoints, type DashboardQuery } from '@cp/contract';
import { EmptyState, Loading } from '@cp/ui';
import { call } from '../../lib/api';

const SERIES = [
  { name: 'entries_made', label: 'Entries made', color: 'indigo.7' },
  { name: 'entries_verified', label: 'Entries verified (right axis)', color: 'teal.8', yAxisId: 'right' },
  { name: 'subjects_made', label: 'Subjects made', color: 'orange.8' },
  { name: 'new_users', label: 'New users', color: 'grape.7' },
];

/** Daily Analytics: four lines, entries verified on a second axis. */
export function DailyChart({ range }: { range: DashboardQuery }) {
  const q = useQuery({ queryKey: ['admin', 'dashboard', 'daily', range], queryFn: () => call(endpoints.dashboardDaily, { query: range }) });
  const data = q.data?.status ? q.data.data.map((d) => ({ ...d, day: dayjs(d.date).format('DD MMM YYYY') })) : [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Daily Analytics">
      <Title order={2} fz="h4" mb="sm">
        Daily Analytics
      </Title>
      {q.isPending ? (
        <Loading label="Loading daily analytics" />
      ) : data.length === 0 ? (
        <EmptyState message={adminMessages.dailyNotFound} />
      ) : (
        <LineChart
          h={320}
          data={data}
          dataKey="day"
          series={SERIES}
          withLegend
          withRightYAxis
          rightYAxisLabel="Entries verified"
          yAxisLabel="Made per day"
          curveType="monotone"
          withDots={data.length <= 45}
          tickLine="y"
          legendProps={{ verticalAlign: 'bottom' }}
        />
      )}
    </Paper>
  );
}
