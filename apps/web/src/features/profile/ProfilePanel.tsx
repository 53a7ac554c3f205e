import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconCalendar,
  IconClock,
  IconDiscountCheck,
  IconWorld,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { CONTACT_INFO_FIELDS, contactHref, type ContactInfoKey, type UserInfo } from '@cp/contract';

const ICONS: Record<ContactInfoKey, ReactNode> = {
  web: <IconWorld size={18} aria-hidden />,
  linkedin: <IconBrandLinkedin size={18} aria-hidden />,
  twitter: <IconBrandX size={18} aria-hidden />,
  facebook: <IconBrandFacebook size={18} aria-hidden />,
  instagram: <IconBrandInstagram size={18} aria-hidden />,
};

export const displayName = (info: UserInfo) => [info.first_name, info.last_name].filter(Boolean).join(' ') || info.username;

/** The left panel of a profile: avatar, name, badges, bio, contact links, dates. */
export function ProfilePanel({ info }: { info: UserInfo }) {
  const links = CONTACT_INFO_FIELDS.flatMap((f) => {
    const value = info.contact_info[f.key];
    const href = value ? contactHref(f.key, value) : null;
    return value ? [{ ...f, value, href }] : [];
  });
  return (
    <Paper withBorder radius="md" p="lg" component="aside" aria-label="Profile information">
      <Stack gap="md" align="center" ta="center">
        {/* Without a picture: the initials of the person's name (Mantine takes them from `name`). */}
        <Avatar src={info.avatar} alt={`Avatar of ${info.username}`} size={120} radius={120} color="indigo" name={displayName(info)} />
        <Stack gap={2} align="center">
          <Title order={1} fz={24} style={{ wordBreak: 'break-word' }}>
            {displayName(info)}
          </Title>
          <Text c="dimmed">@{info.username}</Text>
        </Stack>
        {(info.verified || info.official) && (
          <Group gap={6} justify="center">
            {info.verified && (
              <Badge color="teal.9" variant="filled" leftSection={<IconDiscountCheck size={14} aria-hidden />}>
                Verified
              </Badge>
            )}
            {info.official && (
              <Badge color="indigo.8" variant="filled">
                Official
              </Badge>
            )}
          </Group>
        )}
        {info.short_bio && (
          <Text fz="sm" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {info.short_bio}
          </Text>
        )}
      </Stack>
      {links.length > 0 && (
        <Stack gap={6} mt="md" component="ul" p={0} style={{ listStyle: 'none' }} aria-label="Contact info">
          {links.map((l) => (
            <Group key={l.key} component="li" gap={8} wrap="nowrap">
              {ICONS[l.key]}
              {l.href ? (
                <Anchor href={l.href} target="_blank" rel="noopener noreferrer nofollow" fz="sm" truncate>
                  <VisuallyHidden>{l.label}: </VisuallyHidden>
                  {l.value}
                </Anchor>
              ) : (
                <Text fz="sm" truncate>
                  {l.label}: {l.value}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Stack gap={6} mt="md">
        <Group gap={8} wrap="nowrap" c="dimmed">
          <IconCalendar size={16} aria-hidden />
          <Text fz="sm">Joined {dayjs(info.created_at).format('DD MMM YYYY')}</Text>
        </Group>
        {info.timezone && (
          <Group gap={8} wrap="nowrap" c="dimmed">
            <IconClock size={16} aria-hidden />
            <Text fz="sm">{info.timezone.replace(/_/g, ' ')}</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
