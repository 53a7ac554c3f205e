import { Alert, Anchor, Breadcrumbs, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { QuestionBanner as Banner } from '@cp/contract';
import { PLATFORM_NAMES, VideoLinks } from './MinigameMedia';
import { formatCount, formatTime } from '@cp/ui';


/** The minigame, where it sits, and how far its entries are (spec 2 §3 "Banner"). */
export function QuestionBanner({ code, subjectName, banner }: { code: string; subjectName: string; banner: Banner }) {
  const { summary, minigame_data: game } = banner;
  const status =
    summary.required_question > 0
      ? { color: 'red', text: `${formatCount(summary.required_question)} question(s) left to reach the minimum number of questions` }
      : summary.review_question > 0
        ? { color: 'yellow', text: `${formatCount(summary.review_question)} question(s) are still not approved/declined yet` }
        : { color: 'teal', text: `${formatCount(summary.valid_question)} valid questions` };
  const platforms = (['doc', 'chatbot'] as const).filter((p) => game.screenshots[p] || game.video[p]);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to={`/subject/detail/${encodeURIComponent(code)}/content`}>
            {subjectName}
          </Anchor>
          <Anchor component={Link} to={`/subject/detail/${encodeURIComponent(code)}/content?id=${banner.chapter_id}`}>
            {banner.chapter_name}
          </Anchor>
          <Text>{game.name}</Text>
        </Breadcrumbs>
        <Group align="flex-start" wrap="nowrap">
          {game.icon && <Image src={game.icon} alt="" w={64} h={64} radius="md" />}
          <Stack gap={4} style={{ flex: 1 }}>
            <Title order={2} fz="h3">
              {game.name}
            </Title>
            <Text fz="sm" c="dimmed">
              {formatCount(summary.valid_question)} valid · {formatCount(summary.review_question)} on review
              {summary.last_update ? ` · last update ${formatTime(summary.last_update)}${summary.last_editor ? ` by ${summary.last_editor}` : ''}` : ''}
            </Text>
            <VideoLinks video={game.video} platforms={platforms} />
          </Stack>
          <Group gap="xs" visibleFrom="sm">
            {platforms.map((p) => (game.screenshots[p] ? <Image key={p} src={game.screenshots[p]} alt={`${game.name} on the ${PLATFORM_NAMES[p]}`} w={120} h={80} radius="sm" fit="cover" /> : null))}
          </Group>
        </Group>
        <Alert color={status.color} variant="light" p="xs">
          {status.text}
        </Alert>
      </Stack>
    </Paper>
  );
}
