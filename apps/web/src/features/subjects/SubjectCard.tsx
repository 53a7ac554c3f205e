import { Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled, IconLock, IconRosetteDiscountCheckFilled, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Subject } from '@cp/contract';
import { SubjectCover } from './SubjectCover';

/** Green check of a verified subject. */
export function VerifiedMark({ size = 18 }: { size?: number }) {
  return (
    <Tooltip label="Verified subject">
      <IconCircleCheckFilled size={size} color="var(--mantine-color-green-8)" aria-label="Verified subject" role="img" style={{ flex: 'none' }} />
    </Tooltip>
  );
}

/** Check beside an official owner's name. */
export function OfficialMark({ size = 15 }: { size?: number }) {
  return (
    <Tooltip label="Official creator">
      <IconRosetteDiscountCheckFilled size={size} color="var(--mantine-color-blue-7)" aria-label="Official creator" role="img" style={{ flex: 'none' }} />
    </Tooltip>
  );
}

/** Where a card leads: the wizard for an uncategorised normal subject the user manages, else its content. */
export function subjectHref(subject: Pick<Subject, 'code' | 'category_id' | 'role' | 'adaptive'>) {
  if (subject.category_id === null && subject.role === 3 && !subject.adaptive) return `/subject/add?code=${subject.code}`;
  return `/subject/detail/${subject.code}/content`;
}

export function SubjectCard({ subject }: { subject: Subject }) {
  return (
    <Card component={Link} to={subjectHref(subject)} withBorder radius="md" padding={0} className="subject-card" data-testid="subject-card">
      <Card.Section pos="relative">
        <SubjectCover image={subject.image} name={subject.name} />
        <Group gap={6} pos="absolute" top={10} left={10}>
          {!subject.published && (
            <Badge color="dark" variant="filled" radius="sm">
              DRAFT
            </Badge>
          )}
          {subject.private && (
            <Badge color="gray.0" c="dark.8" variant="filled" radius="sm" leftSection={<IconLock size={12} aria-hidden />}>
              Private
            </Badge>
          )}
        </Group>
      </Card.Section>
      <Stack gap={6} p="md">
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Text fw={700} fz="md" lineClamp={2} style={{ flex: 1 }} component="h2" m={0}>
            {subject.name}
          </Text>
          {subject.verified && <VerifiedMark />}
        </Group>
        <Text fz="sm" c="dimmed" lineClamp={2} mih={40}>
          {subject.description}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={4} wrap="nowrap" miw={0}>
            <Text fz="sm" fw={500} truncate>
              {subject.owner_username}
            </Text>
            {subject.owner_official && <OfficialMark />}
          </Group>
          <Group gap={4} wrap="nowrap" c="gray.7">
            <IconUsers size={15} aria-hidden />
            <Text fz="sm">
              {subject.contributors}
              <span className="visually-hidden"> contributors</span>
            </Text>
          </Group>
        </Group>
        <Group gap={6}>
          {subject.category_name && (
            <Badge variant="light" color="indigo" radius="sm" tt="none" fw={600}>
              {subject.category_name.replace('/', ' / ')}
            </Badge>
          )}
          {subject.adaptive && (
            <Badge variant="outline" color="teal.9" radius="sm" tt="none" fw={600}>
              Adaptive
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
