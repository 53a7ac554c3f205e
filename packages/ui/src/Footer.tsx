import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { spaClick } from './navigation';

export interface FooterLink {
  label: string;
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
  icon?: ReactNode;
}

export interface FooterLinkGroup {
  title: string;
  links: FooterLink[];
}

export interface FooterProps {
  brand: ReactNode;
  tagline?: ReactNode;
  groups: FooterLinkGroup[];
  /** Client-side navigation for internal links (e.g. the router's navigate). */
  onNavigate?: (href: string) => void;
  /** Small print under the links; defaults to a copyright line. */
  note?: ReactNode;
}

function FooterAnchor({ link, onNavigate }: { link: FooterLink; onNavigate?: (href: string) => void }) {
  const external = link.external ?? /^https?:\/\//.test(link.href);
  return (
    <Anchor
      href={link.href}
      c="gray.3"
      fz="sm"
      underline="hover"
      {...(external
        ? { target: '_blank', rel: 'noopener noreferrer' }
        : { onClick: spaClick(link.href, onNavigate) })}
    >
      <Group gap={6} wrap="nowrap" component="span">
        {link.icon}
        <span>{link.label}</span>
      </Group>
    </Anchor>
  );
}

/** Site footer with grouped links; both apps pass their own links (spec 3 §1, §2). */
export function Footer({ brand, tagline, groups, onNavigate, note }: FooterProps) {
  return (
    <Box component="footer" bg="#1f2430" c="gray.3" py={40} mt="auto">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(groups.length + 1, 4) }} spacing="xl">
          <Stack gap={6}>
            <Text fw={800} fz="lg" c="white">
              {brand}
            </Text>
            {tagline && (
              <Text fz="sm" c="gray.4">
                {tagline}
              </Text>
            )}
          </Stack>
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <Title order={2} fz="sm" c="white" tt="uppercase" lts={0.5} mb="xs">
                {group.title}
              </Title>
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {group.links.map((link) => (
                  <li key={`${link.label}-${link.href}`}>
                    <FooterAnchor link={link} onNavigate={onNavigate} />
                  </li>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Text fz="xs" c="gray.4" mt="xl">
          {note ?? `© ${new Date().getFullYear()} Content+. All rights reserved.`}
        </Text>
      </Container>
    </Box>
  );
}
