import { type ReactNode } from 'react';
import { Anchor, Grid, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { parsePrerequisiteText, type PrerequisiteSubject, type Subject } from '@cp/contract';
import { fetchPrerequisites } from '../subject-api';
import { OfficialMark } from '../SubjectCard';
import { SubjectCover } from '../SubjectCover';
import { formatDate } from '@cp/ui';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function AboutTab({ subject }: { subject: Subject }) {
  const entries = parsePrerequisiteText(subject.pre_requisite);
  const prerequisites = useQuery({
    queryKey: ['prerequisite', entries.map((e) => e.subject_code).join(',')],
    queryFn: async () => {
      const res = await fetchPrerequisites(entries.map((e) => e.subject_code));
      return res.status ? res.data : ([] as PrerequisiteSubject[]);
    },
    enabled: entries.length > 0,
  });
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <SubjectCover image={subject.image} name={subject.name} radius="md" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Fact label="Description">
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {subject.description}
            </Text>
          </Fact>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Fact label="Code">{subject.code}</Fact>
            <Fact label="Type">{subject.adaptive ? 'Adaptive subject' : 'Normal subject'}</Fact>
            <Fact label="Category">{subject.category_name?.replace('/', ' / ') ?? 'Not chosen yet'}</Fact>
            <Fact label="Visibility">{subject.private ? 'Private' : 'Public'}</Fact>
            <Fact label="Owner">
              <Group gap={4}>
                <Anchor component={Link} to={`/profile/${subject.owner_username}`} fz="sm">
                  {subject.owner_username}
                </Anchor>
                {subject.owner_official && <OfficialMark />}
              </Group>
            </Fact>
            <Fact label="Contributors">{subject.contributors}</Fact>
            <Fact label="Created">{formatDate(subject.created)}</Fact>
            <Fact label="Verified">{subject.verified ? 'Yes' : 'No'}</Fact>
          </SimpleGrid>
          <Fact label="Prerequisite subjects">
            {entries.length === 0 ? (
              'None'
            ) : (
              <List size="sm" spacing={4}>
                {entries.map((e) => {
                  const s = prerequisites.data?.find((p) => p.subject_code === e.subject_code);
                  return (
                    <List.Item key={e.subject_code}>
                      <Anchor component={Link} to={`/subject/detail/${e.subject_code}/about`} fz="sm">
                        {s?.subject_name ?? e.subject_code}
                      </Anchor>
                      {' — '}
                      {e.is_required ? 'required' : 'recommended'}, level: {e.level}
                    </List.Item>
                  );
                })}
              </List>
            )}
          </Fact>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
