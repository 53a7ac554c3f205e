import { Badge, Checkbox, Group, Image, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PLATFORM_NAMES, VideoLinks } from '../../questions/MinigameMedia';
import { endpoints, PLATFORMS, platformsOf, type MinigameTemplate, type Platform } from '@cp/contract';
import { EmptyState, Loading } from '@cp/ui';
import { call } from '../../../lib/api';
import type { ChosenMinigame } from './chapter-draft';

/** Step 3: the platforms to write for, then a teaching format offering minigames on them. */
export function FormatStep({ platforms, formatId, onPlatforms, onChoose }: {
  platforms: Platform[];
  formatId: number | null;
  onPlatforms: (p: Platform[]) => void;
  onChoose: (format: { id: number; name: string }) => void;
}) {
  const formats = useQuery({
    queryKey: ['modules', platforms.join(',')],
    queryFn: async ({ signal }) => (await call(endpoints.modules, { query: { platform: platforms.join(',') }, signal })).data ?? [],
  });
  return (
    <Stack>
      <Checkbox.Group label="Platforms" description="Show only minigames that play on these platforms." value={platforms} onChange={(v) => v.length && onPlatforms(v as Platform[])}>
        <Group mt="xs">
          {PLATFORMS.map((p) => (
            <Checkbox key={p} value={p} label={PLATFORM_NAMES[p]} />
          ))}
        </Group>
      </Checkbox.Group>
      {formats.isPending ? (
        <Loading label="Loading teaching formats" />
      ) : (
        <Radio.Group
          label="Teaching format"
          value={formatId ? String(formatId) : null}
          onChange={(v) => {
            const f = formats.data?.find((x) => String(x.module_id) === v);
            if (f) onChoose({ id: f.module_id, name: f.teaching_material_name });
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
            {(formats.data ?? []).map((f) => (
              <Radio.Card key={f.module_id} value={String(f.module_id)} p="sm" radius="md">
                <Group wrap="nowrap">
                  <Radio.Indicator />
                  {f.logo && <Image src={f.logo} alt="" w={40} h={40} radius="sm" />}
                  <Text fw={600}>{f.teaching_material_name}</Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
    </Stack>
  );
}

const platformsOfTemplate = (m: MinigameTemplate) => platformsOf({ isDoc: m.is_doc, isChatbot: m.is_chatbot });

/** Step 4: the minigames of the format on the chosen platforms, with what each looks like. */
export function MinigameStep({ formatId, platforms, minigameId, onChoose }: {
  formatId: number;
  platforms: Platform[];
  minigameId: number | null;
  onChoose: (m: ChosenMinigame) => void;
}) {
  const games = useQuery({
    queryKey: ['module-minigames', formatId, platforms.join(',')],
    queryFn: async ({ signal }) => (await call(endpoints.moduleMinigames, { params: { moduleId: formatId }, query: { platform: platforms.join(',') }, signal })).data ?? [],
  });
  if (games.isPending) return <Loading label="Loading minigames" />;
  if (!games.data?.length) return <EmptyState message="No minigame of this format plays on the chosen platforms. Go back and choose another format or platform." />;
  return (
    <Radio.Group
      label="Minigame"
      value={minigameId ? String(minigameId) : null}
      onChange={(v) => {
        const m = games.data.find((x) => String(x.minigame_id) === v);
        if (m) onChoose({ minigame_id: m.minigame_id, minigame_name: m.minigame_name, module_id: m.module_id, icon: m.icon, is_doc: m.is_doc, is_chatbot: m.is_chatbot });
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="xs">
        {games.data.map((m) => (
          <Paper key={m.minigame_id} withBorder radius="md" p="md" className="minigame-choice" data-checked={m.minigame_id === minigameId || undefined}>
            <Stack gap="xs">
              <Radio.Card value={String(m.minigame_id)} withBorder={false} p={0} aria-label={m.minigame_name}>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator mt={4} />
                  {m.icon && <Image src={m.icon} alt="" w={48} h={48} radius="md" />}
                  <Stack gap={2}>
                    <Text fw={700}>{m.minigame_name}</Text>
                    <Group gap={4}>
                      {platformsOfTemplate(m).map((p) => (
                        <Badge key={p} variant="light" size="sm">
                          {PLATFORM_NAMES[p]}
                        </Badge>
                      ))}
                    </Group>
                  </Stack>
                </Group>
              </Radio.Card>
              <Text fz="sm" c="dimmed">
                {m.description}
              </Text>
              <Group gap="xs">
                {platformsOfTemplate(m).map((p) =>
                  m.screenshot[p] ? <Image key={p} src={m.screenshot[p]} alt={`${m.minigame_name} on the ${PLATFORM_NAMES[p]}`} w={96} h={64} radius="sm" fit="cover" /> : null,
                )}
              </Group>
              <VideoLinks video={m.video} platforms={platformsOfTemplate(m)} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
