import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { messages } from '@cp/contract';
import { EmptyState, PageFrame } from '@cp/ui';
import { useSession } from '../../lib/session';

/** /profile/:username/* — a profile ('me' is the signed-in user). */
export function ProfilePage() {
  const { username = 'me' } = useParams();
  const { user } = useSession();
  const isMe = username === 'me' || username === user?.username;
  const shownName = username === 'me' ? (user?.username ?? '') : username;

  return (
    <PageFrame title={isMe ? 'My Profile' : `${shownName}'s Profile`}>
      <Paper withBorder radius="md" p="lg">
        <Group gap="md">
          <Avatar src={isMe ? user?.avatar : null} alt="" size={64} radius="xl" color="indigo">
            {shownName.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={2}>
            <Text fw={700} fz="lg">
              {shownName}
            </Text>
            {isMe && user && <Text c="dimmed">{user.email}</Text>}
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm" component="section" aria-label="Owned Subjects">
          <Title order={2} fz="lg">
            Owned Subjects
          </Title>
          <EmptyState message={messages.noSubjectFound} />
        </Stack>
        <Stack gap="sm" component="section" aria-label="Contributed Subjects">
          <Title order={2} fz="lg">
            Contributed Subjects
          </Title>
          <EmptyState message={messages.noSubjectFound} />
        </Stack>
      </SimpleGrid>
    </PageFrame>
  );
}
