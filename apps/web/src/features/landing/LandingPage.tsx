import {
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconDeviceGamepad2,
  IconExternalLink,
  IconPencil,
  IconPlus,
  IconRocket,
  IconSend,
  IconSparkles,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@cp/ui';
import { useAppConfig } from '../../lib/api';

const STEPS = [
  {
    title: 'Create',
    icon: IconPencil,
    text: 'Start a subject, split it into chapters and pick minigames. Write questions with the math keyboard and images.',
  },
  {
    title: 'Submit',
    icon: IconSend,
    text: 'Invite contributors, review their entries and send the subject for review when it is ready.',
  },
  {
    title: 'Publish',
    icon: IconRocket,
    text: 'After review (7 working days) your subject goes live in the game app and the chatbot.',
  },
  {
    title: 'Add more',
    icon: IconPlus,
    text: 'Keep your subject growing: add chapters, topics and questions, then publish a new version.',
  },
] as const;

/** Decorative preview of a subject, drawn with components (no image to load). */
function HeroPreview() {
  return (
    <Box pos="relative" aria-hidden="true" maw={440} mx="auto" w="100%">
      <Paper shadow="lg" radius="lg" p="lg" withBorder>
        <Group justify="space-between" mb="sm">
          <Text fw={700}>Fractions for Grade 4</Text>
          <Badge color="teal.9" variant="filled">
            Published
          </Badge>
        </Group>
        <Stack gap="xs">
          {[
            ['Chapter 1', 'What is a fraction?', 'Quiz · Matching'],
            ['Chapter 2', 'Equivalent fractions', 'Word puzzle · Sorting'],
            ['Chapter 3', 'Adding fractions', 'Quiz · Fill the gap'],
          ].map(([chapter, name, games]) => (
            <Paper key={chapter} bg="gray.0" radius="md" p="sm">
              <Text fz="xs" c="indigo.9" fw={700} tt="uppercase">
                {chapter}
              </Text>
              <Text fw={600} fz="sm">
                {name}
              </Text>
              <Text fz="xs" c="gray.7">
                {games}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Paper>
      <Paper
        shadow="md"
        radius="lg"
        p="sm"
        withBorder
        pos="absolute"
        right={-12}
        bottom={-22}
        visibleFrom="sm"
        style={{ transform: 'rotate(3deg)' }}
      >
        <Group gap="xs">
          <ThemeIcon color="teal.9" radius="xl" size="md">
            <IconDeviceGamepad2 size={16} />
          </ThemeIcon>
          <Text fz="sm" fw={600}>
            1,204 plays this week
          </Text>
        </Group>
      </Paper>
    </Box>
  );
}

function LandingVideo() {
  const config = useAppConfig();
  if (config.isPending) {
    return (
      <AspectRatio ratio={16 / 9}>
        <Skeleton radius="lg" />
      </AspectRatio>
    );
  }
  if (!config.data) {
    return (
      <AspectRatio ratio={16 / 9}>
        <Paper radius="lg" bg="gray.1" withBorder>
          <Stack h="100%" align="center" justify="center" p="md">
            <Text c="gray.7" ta="center">
              The introduction video cannot be loaded right now.
            </Text>
          </Stack>
        </Paper>
      </AspectRatio>
    );
  }
  return (
    <AspectRatio ratio={16 / 9}>
      <iframe
        src={config.data.landing_video_url}
        title="Content+ introduction video"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0, borderRadius: 16, width: '100%', height: '100%' }}
      />
    </AspectRatio>
  );
}

export function LandingPage() {
  useDocumentTitle('Create learning games your students love');
  const config = useAppConfig();

  return (
    <>
      <Box className="landing-hero" py={{ base: 48, md: 96 }}>
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} style={{ alignItems: 'center' }}>
            <Stack gap="lg">
              <Badge variant="light" color="indigo" size="lg" leftSection={<IconSparkles size={14} aria-hidden />} w="fit-content">
                For teachers and creators
              </Badge>
              <Title order={1} fz={{ base: 34, sm: 44, md: 52 }} lh={1.1}>
                Create learning games your students love
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7" maw={520}>
                Content+ turns your lessons into playful minigames. Write the content once and publish it to
                the game app and the chatbot your students already use.
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/register" size="lg">
                  Sign Up
                </Button>
                <Button component={Link} to="/login" size="lg" variant="default">
                  Log In
                </Button>
              </Group>
            </Stack>
            <HeroPreview />
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 56, md: 88 }}>
        <Stack gap="xl">
          <Stack gap="xs" align="center" ta="center">
            <Title order={2} fz={{ base: 26, sm: 34 }}>
              How it works
            </Title>
            <Text c="gray.7" maw={560}>
              From a first idea to a published subject in four steps.
            </Text>
          </Stack>
          <SimpleGrid component="ol" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" m={0} p={0} style={{ listStyle: 'none' }}>
            {STEPS.map((step, index) => (
              <li key={step.title}>
                <Paper className="step-card" withBorder radius="lg" p="lg">
                  <Group justify="space-between" mb="md">
                    <ThemeIcon size={44} radius="md" variant="light" color="indigo">
                      <step.icon size={24} aria-hidden />
                    </ThemeIcon>
                    <Text fz={32} fw={800} c="gray.3" aria-hidden>
                      {index + 1}
                    </Text>
                  </Group>
                  <Title order={3} fz="lg" mb={6}>
                    <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
                    {step.title}
                  </Title>
                  <Text fz="sm" c="gray.7">
                    {step.text}
                  </Text>
                </Paper>
              </li>
            ))}
          </SimpleGrid>
          <Group justify="center">
            <Button component={Link} to="/register" size="lg" rightSection={<IconRocket size={18} aria-hidden />}>
              Get Started
            </Button>
          </Group>
        </Stack>
      </Container>

      <Box bg="gray.0" py={{ base: 56, md: 88 }}>
        <Container size="lg">
          <Grid gap={{ base: 32, md: 48 }} align="center">
            <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Title order={2} fz={{ base: 26, sm: 34 }}>
                See Content+ in action
              </Title>
              <Text c="gray.7">
                A short tour: build a subject, add minigames and questions, and follow it through review to
                the game app.
              </Text>
              {config.data && (
                <Anchor href={config.data.game_app_url} target="_blank" rel="noopener noreferrer" fw={600}>
                  <Group gap={6} component="span">
                    <IconDeviceGamepad2 size={18} aria-hidden />
                    Visit the game app site
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              )}
            </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <LandingVideo />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
