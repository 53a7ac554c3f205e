import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ACTIVITY_PAGE_SIZE, activityWording, messages, type ActivityItem } from '@cp/contract';
import { EmptyState, notify, Loading } from '@cp/ui';
import { fetchHistory } from '../subject-api';
import { formatTime } from '@cp/ui';

/** Paged activity history: 10 at a time; Load More ends when a page returns fewer. */
export function ActivitiesTab({ code }: { code: string }) {
  const [items, setItems] = useState<ActivityItem[]>([]);
  const [page, setPage] = useState(0);
  const [more, setMore] = useState(true);
  const [loading, setLoading] = useState(false);

  const load = async (next: number) => {
    setLoading(true);
    try {
      const res = await fetchHistory(code, next, ACTIVITY_PAGE_SIZE);
      if (!res.status) return void notify.error(res.message);
      setItems((current) => (next === 1 ? res.data : [...current, ...res.data]));
      setPage(next);
      setMore(res.data.length >= ACTIVITY_PAGE_SIZE);
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    void load(1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- first page once per subject
  }, [code]);

  if (page === 0) {
    return (
      <Loading label="Loading activities" />
    );
  }
  if (items.length === 0) return <EmptyState message={messages.noDataFound} />;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <Stack gap={0} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Subject activities">
          {items.map((item, index) => (
            <Group key={index} component="li" justify="space-between" wrap="nowrap" gap="md" px="md" py="sm" style={{ borderTop: index ? '1px solid var(--mantine-color-gray-2)' : undefined }}>
              <Text fz="sm">{activityWording(item)}</Text>
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={item.time}>{formatTime(item.time)}</time>
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      {more && (
        <Group justify="center">
          <Button variant="light" loading={loading} onClick={() => void load(page + 1)}>
            Load More
          </Button>
        </Group>
      )}
    </Stack>
  );
}
