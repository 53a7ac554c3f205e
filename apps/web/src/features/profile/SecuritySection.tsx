import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { endpoints } from '@cp/contract';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState } from 'react';
import { announce, Loading } from '@cp/ui';
import { call } from '../../lib/api';

dayjs.extend(relativeTime);

const sessionsKey = ['auth', 'sessions'] as const;

/** Profile › Security: where this account is logged in, with 'log out everywhere else'. */
export function SecuritySection() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => {
      const res = await call(endpoints.sessions, { signal });
      return res.status ? res.data : [];
    },
  });
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current);

  const run = async (which: number | 'others', call: () => Promise<{ status: boolean; message: string }>) => {
    setBusy(which);
    try {
      const res = await call();
      announce(res);
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Security">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Security
        </Title>
        <Text fz="sm" c="dimmed">
          Devices where your account is logged in. If you do not recognise one, log it out and change your password.
        </Text>
        {sessions.isPending ? (
          <Loading label="Loading sessions" lines={1} />
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((s) => (
              <Group key={s.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
                  <IconDeviceDesktop size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text fz="sm" fw={600}>
                        {s.device}
                      </Text>
                      {s.current && (
                        <Badge size="sm" color="teal.9" variant="filled">
                          This device
                        </Badge>
                      )}
                    </Group>
                    <Text fz="xs" c="dimmed">
                      {[s.ip, `last active ${dayjs(s.last_seen_at).fromNow()}`, `since ${dayjs(s.created_at).format('DD MMM YYYY')}`].filter(Boolean).join(' · ')}
                    </Text>
                  </div>
                </Group>
                {!s.current && (
                  <Button
                    size="xs"
                    variant="outline"
                    style={{ flexShrink: 0 }}
                    color="red.9"
                    loading={busy === s.id}
                    aria-label={`Log out ${s.device}`}
                    onClick={() => void run(s.id, () => call(endpoints.endSession, { params: { id: s.id } }))}
                  >
                    Log out
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconLogout size={18} aria-hidden />}
            disabled={others.length === 0}
            loading={busy === 'others'}
            onClick={() => void run('others', () => call(endpoints.endOtherSessions))}
          >
            Log out everywhere else
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
