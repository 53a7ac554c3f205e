import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { messages } from '@cp/contract';
import { useDocumentTitle } from './PageTitle';
import { spaClick } from './navigation';

export interface NotFoundPageProps {
  homeHref?: string;
  homeLabel?: string;
  onNavigate?: (href: string) => void;
  appName?: string;
}

/** 404 screen: heading 'Page Not Found' and a way home. */
export function NotFoundPage({ homeHref = '/', homeLabel = 'Back to home', onNavigate, appName }: NotFoundPageProps) {
  useDocumentTitle(messages.notFound, appName);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={900} c="indigo.5" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{messages.notFound}</Title>
        <Text c="dimmed">The page you are looking for does not exist or has been moved.</Text>
        <Button component="a" href={homeHref} onClick={spaClick(homeHref, onNavigate)} size="md">
          {homeLabel}
        </Button>
      </Stack>
    </Container>
  );
}
