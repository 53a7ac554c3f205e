import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Brand, useDocumentTitle } from '@cp/ui';
import { AdminFooter } from '../../app/AdminFooter';

/** The public face of the back-office address when opened from another origin: no admin UI. */
export function PublicLanding({ adminOrigin }: { adminOrigin?: string | null }) {
  useDocumentTitle(null);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <header className="app-header">
        <Container size="lg" h={64}>
          <Group h="100%">
            <Brand />
          </Group>
        </Container>
      </header>
      <Box component="main" className="public-hero" style={{ flex: 1 }} py={{ base: 64, md: 120 }}>
        <Container size="sm">
          <Stack gap="lg" ta="center" align="center">
            <Title order={1} fz={{ base: 36, sm: 48 }} lh={1.1}>
              Content+
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7" maw={560}>
              Content+ is a platform where educators create learning subjects, turn them into minigames and
              publish them to a learning game app and a chatbot for their students.
            </Text>
            {adminOrigin && (
              <Text fz="sm" c="gray.7">
                Platform staff sign in to the back-office at{' '}
                <Anchor href={`${adminOrigin.replace(/\/+$/, '')}/login`} fw={600} c="indigo.9">
                  {adminOrigin.replace(/\/+$/, '')}
                </Anchor>
                .
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
      <AdminFooter />
    </Box>
  );
}
