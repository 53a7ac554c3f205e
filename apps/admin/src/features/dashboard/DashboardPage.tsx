import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { dashboardQuerySchema } from '@cp/contract';
import { useAddressState } from '@cp/ui';
import { DateRangeFilter, readRange, type DateRange } from '../../components/DateRangeFilter';
import { AdminScreen } from '../AdminScreen';
import { CategoryTable } from './CategoryTable';
import { DailyChart } from './DailyChart';
import { StatCards } from './StatCards';
import { ActiveUsers, PlayedSubjects } from './TopLists';

/** The first thing wrong with a range by the dashboard's rules (`dashboardQuerySchema`), or null. */
const rangeProblem = (range: DateRange) => {
  const checked = dashboardQuerySchema.safeParse({ start: range.start, end: range.end });
  return checked.success ? null : checked.error.issues[0]!.message;
};
/** An address whose range the dashboard cannot show opens all time. */
const readDashboardRange = (params: URLSearchParams) => readRange(params, dashboardQuerySchema);
const writeRange = (range: DateRange) => new URLSearchParams(range.start && range.end ? { start: range.start, end: range.end } : {});

/**
 * /dashboard — figures for a date range (both ends, up to today, at most ten years) or all time
 * (spec 3 §2). The range lives in the address; without one (or with one that is not a range the
 * dashboard can show), All Time is on.
 */
export function DashboardPage() {
  const [range, showRange] = useAddressState(readDashboardRange, writeRange);
  const [problem, setProblem] = useState<string | null>(null);
  const allTime = !range.start;
  const setRange = (next: DateRange) => {
    const found = rangeProblem(next);
    setProblem(found);
    if (!found) showRange({ start: next.start, end: next.end });
  };
  const lastMonth = () => {
    const end = new Date();
    const start = new Date(end.getTime() - 29 * 86_400_000);
    setRange({ start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) });
  };

  return (
    <AdminScreen title="Dashboard" description="How the platform is used: people, subjects, entries and play.">
      <Stack gap="lg">
        <Group align="end" gap="lg">
          <DateRangeFilter label="Date range" value={range} onChange={setRange} error={problem} />
          <Checkbox label="All Time" checked={allTime} onChange={(e) => (e.currentTarget.checked ? setRange({}) : lastMonth())} mb={8} />
          <Text fz="sm" c="dimmed" mb={8} role="status">
            {allTime ? 'Showing all time.' : `Showing ${range.start} to ${range.end}.`}
          </Text>
        </Group>
        <StatCards range={range} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ActiveUsers range={range} />
          <PlayedSubjects range={range} />
        </SimpleGrid>
        <DailyChart range={range} />
        <CategoryTable range={range} />
      </Stack>
    </AdminScreen>
  );
}
