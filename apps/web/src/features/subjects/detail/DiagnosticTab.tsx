import { Card, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { endpoints, messages } from '@cp/contract';
import { EmptyState, Loading } from '@cp/ui';
import { call } from '../../../lib/api';

export function DiagnosticTab({ code }: { code: string }) {
  const games = useQuery({
    queryKey: ['diagnostic', code],
    queryFn: async ({ signal }) => {
      const res = await call(endpoints.diagnosticGames, { params: { code }, signal });
      return res.status ? res.data : [];
    },
  });
  if (games.isPending) {
    return (
      <Loading label="Loading diagnostic games" />
    );
  }
  if (!games.data?.length) return <EmptyState message={messages.noDataFound} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {games.data.map((g) => (
        <Card key={g.game_id} component={Link} to={`/diagnostic/${code}/${g.game_id}`} withBorder radius="md" className="subject-card">
          <Text fw={700}>{g.name}</Text>
          <Text fz="sm" c="dimmed" mt={4}>
            {g.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
