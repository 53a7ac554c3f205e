import './subjects.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Center, Grid, Group, List, Loader, Modal, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconClock, IconDoorExit, IconPlus, IconRocket, IconSend, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useNavigate, useParams } from 'react-router';
import { endpoints, ACTIVITY_PAGE_SIZE, REVIEW_WORKING_DAYS, activityWording, addWorkingDays, messages, parsePrerequisiteText, subjectAction, type ActivityItem, type PrerequisiteSubject, type PublishCheck, type Subject } from '@cp/contract';
import { EmptyState, PageFrame, notify } from '@cp/ui';
import { call } from '../../lib/api';
import { ContributorTab } from '../contributors/ContributorTab';
import { fetchHistory, fetchPrerequisites, useSubject } from './subject-api';
import { OfficialMark, VerifiedMark } from './SubjectCard';
import { SubjectCover } from './SubjectCover';
import { BasicInfoForm, CoverForm, PrerequisiteEditor } from './SubjectForms';
import { saveSubject } from './SubjectWizard';

export const formatDate = (value: string | Date) => dayjs(value).format('DD MMM YYYY');
const formatTime = (value: string) => dayjs(value).format('DD MMM YYYY, HH:mm');

const TABS = ['content', 'activities', 'contributor', 'about', 'setting', 'diagnostic'] as const;
type Tab = (typeof TABS)[number];
const SETTING_TABS = [
  { value: 'basic', label: 'Basic Information' },
  { value: 'cover', label: 'Cover Image' },
  { value: 'prerequisite', label: 'Prerequisite Subject' },
] as const;
type SettingTab = (typeof SETTING_TABS)[number]['value'];

/** /subject/detail/:code/*: header with the action button, and the tabs. */
export function SubjectDetailPage() {
  const { code: rawCode = '', '*': rest = '' } = useParams();
  const code = rawCode.toUpperCase();
  const navigate = useNavigate();
  const query = useSubject(code);
  const res = query.data;
  const subject = res?.status ? res.data : null;
  const [tabPart, settingPart] = rest.split('/');
  const tab: Tab = (TABS as readonly string[]).includes(tabPart ?? '') ? (tabPart as Tab) : 'content';

  // The subject check: unknown or forbidden codes go to /not-found; an uncategorised normal subject back to the wizard.
  useEffect(() => {
    if (res && !res.status) navigate('/not-found', { replace: true });
    if (subject && subject.category_id === null && subject.role === 3 && !subject.adaptive) navigate(`/subject/add?code=${subject.code}`, { replace: true });
  }, [res, subject, navigate]);

  const canSet = subject?.role === 3;
  const visibleTabs = TABS.filter((t) => (t === 'setting' ? canSet : t === 'diagnostic' ? subject?.is_having_diagnostic_test : true));
  useEffect(() => {
    if (subject && !visibleTabs.includes(tab)) navigate(`/subject/detail/${code}/content`, { replace: true });
  }, [subject, tab, visibleTabs, code, navigate]);

  if (!subject) {
    return (
      <PageFrame title="Subject">
        <Center py="xl">
          <Loader aria-label="Loading the subject" />
        </Center>
      </PageFrame>
    );
  }

  const reload = () => void query.refetch();
  return (
    <PageFrame title={subject.name} description={<SubjectHeader subject={subject} onChanged={reload} />}>
      <Tabs value={tab} onChange={(value) => value && navigate(`/subject/detail/${code}/${value}`)} keepMounted={false}>
        <Tabs.List>
          {visibleTabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {t === 'setting' ? 'Setting' : t[0]!.toUpperCase() + t.slice(1)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="content" pt="lg">
          <ContentTab subject={subject} />
        </Tabs.Panel>
        <Tabs.Panel value="activities" pt="lg">
          <ActivitiesTab code={subject.code} />
        </Tabs.Panel>
        <Tabs.Panel value="contributor" pt="lg">
          <ContributorTab subject={subject} onMembershipChanged={reload} />
        </Tabs.Panel>
        <Tabs.Panel value="about" pt="lg">
          <AboutTab subject={subject} />
        </Tabs.Panel>
        {canSet && (
          <Tabs.Panel value="setting" pt="lg">
            <SettingTab subject={subject} section={(settingPart as SettingTab) || 'basic'} onSaved={reload} />
          </Tabs.Panel>
        )}
        {subject.is_having_diagnostic_test && (
          <Tabs.Panel value="diagnostic" pt="lg">
            <DiagnosticTab code={subject.code} />
          </Tabs.Panel>
        )}
      </Tabs>
    </PageFrame>
  );
}

// ---- header ------------------------------------------------------------------------------------

function SubjectHeader({ subject, onChanged }: { subject: Subject; onChanged: () => void }) {
  const expected = subject.last_publish_status === 'Requested' && subject.last_publish_date ? addWorkingDays(new Date(subject.last_publish_date), REVIEW_WORKING_DAYS) : null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs">
          <Badge color={subject.published ? 'green.8' : 'dark'} variant="filled" radius="sm">
            {subject.published ? 'Published' : 'Draft'}
          </Badge>
          {subject.verified && <VerifiedMark />}
          {subject.private && (
            <Badge color="gray" variant="light" radius="sm">
              Private
            </Badge>
          )}
          <Text fz="sm" c="dimmed">
            {subject.last_publish_date
              ? `Last publish: ${formatDate(subject.last_publish_date)} (version ${subject.last_publish_version})`
              : 'Not published yet'}
          </Text>
        </Group>
        <SubjectActionButton subject={subject} onChanged={onChanged} />
      </Group>
      {expected && (
        <Alert color="blue" variant="light" icon={<IconClock size={18} aria-hidden />} p="xs">
          Version {subject.last_publish_version} is on review. Review takes {REVIEW_WORKING_DAYS} working days: expected by {formatDate(expected)}.
        </Alert>
      )}
    </Stack>
  );
}

type PublishDialog = { kind: 'error'; check: PublishCheck } | { kind: 'confirm'; check: PublishCheck } | null;

/** Publish (owner), ON REVIEW, Request Access, Access Requested, or Leave Subject (spec 1 §4). */
function SubjectActionButton({ subject, onChanged }: { subject: Subject; onChanged: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<PublishDialog>(null);
  const [leaving, setLeaving] = useState(false);
  const action = subjectAction(subject);

  const checkPublish = async () => {
    setBusy(true);
    try {
      const res = await call(endpoints.publishCheck, { params: { code: subject.code } });
      if (!res.status) return void notify.error(res.message);
      setDialog({ kind: res.data.error ? 'error' : 'confirm', check: res.data });
    } finally {
      setBusy(false);
    }
  };
  const publish = async () => {
    setBusy(true);
    try {
      const res = await call(endpoints.publish, { params: { code: subject.code } });
      setDialog(null);
      if (!res.status) return void notify.error(res.message);
      notify.success(`${res.message} Review takes ${REVIEW_WORKING_DAYS} working days: expected by ${formatDate(res.data.expected_review_date)}.`);
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const requestAccess = async () => {
    setBusy(true);
    try {
      const res = await call(endpoints.applyForAccess, { body: { code: subject.code } });
      if (res.status) notify.success(res.message);
      else notify.error(res.message);
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const leave = async () => {
    setBusy(true);
    try {
      const res = await call(endpoints.leaveSubject, { query: { code: subject.code } });
      setLeaving(false);
      if (!res.status) return void notify.error(res.message);
      notify.success(res.message);
      navigate('/subject');
    } finally {
      setBusy(false);
    }
  };

  let button: ReactNode;
  if (action === 'publish') {
    button = (
      <Button leftSection={<IconRocket size={18} aria-hidden />} loading={busy} onClick={() => void checkPublish()}>
        Publish
      </Button>
    );
  } else if (action === 'on-review') {
    button = (
      <Button leftSection={<IconClock size={18} aria-hidden />} disabled>
        ON REVIEW
      </Button>
    );
  } else if (action === 'request-access') {
    button = (
      <Button variant="light" leftSection={<IconSend size={18} aria-hidden />} loading={busy} onClick={() => void requestAccess()}>
        Request Access
      </Button>
    );
  } else if (action === 'access-requested') {
    button = (
      <Button variant="light" leftSection={<IconBan size={18} aria-hidden />} disabled>
        Access Requested
      </Button>
    );
  } else {
    button = (
      <Button variant="light" color="red" leftSection={<IconDoorExit size={18} aria-hidden />} onClick={() => setLeaving(true)}>
        Leave Subject
      </Button>
    );
  }

  const check = dialog?.check;
  const warnings = check ? [check.avatar === null && 'Your profile still has the default avatar.', check.subject_cover === null && 'The subject still has the default cover image.'].filter(Boolean) : [];
  return (
    <>
      {button}
      <Modal opened={dialog?.kind === 'error'} onClose={() => setDialog(null)} title={check?.error_header ?? 'Cannot publish'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {check?.error_body}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={() => setDialog(null)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={dialog?.kind === 'confirm'} onClose={() => setDialog(null)} title={`Publish version ${check?.version ?? ''}`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>{check?.update_detail}</Text>
          {warnings.length > 0 && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              <Text fw={700} fz="sm" mb={4}>
                Before you publish
              </Text>
              <List size="sm">
                {warnings.map((w) => (
                  <List.Item key={String(w)}>{w}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Text fz="sm" c="dimmed">
            Review takes {REVIEW_WORKING_DAYS} working days: if you request now, expect it by {formatDate(addWorkingDays(new Date(), REVIEW_WORKING_DAYS))}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void publish()}>
              Continue
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={leaving} onClose={() => setLeaving(false)} title="Leave Subject" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>You will stop contributing to {subject.name}. To come back you need to request access again.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setLeaving(false)}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void leave()}>
              Leave Subject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

// ---- tabs --------------------------------------------------------------------------------------

function ContentTab({ subject }: { subject: Subject }) {
  if (subject.adaptive) return <EmptyState message={messages.noDataFound} />;
  return (
    <EmptyState message={messages.noChapters}>
      {subject.role === 3 && (
        <Button component={Link} to={`/chapter/add/${subject.code}`} variant="light" leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
          Add Chapter
        </Button>
      )}
    </EmptyState>
  );
}

/** Paged activity history: 10 at a time; Load More ends when a page returns fewer. */
export function ActivitiesTab({ code }: { code: string }) {
  const [items, setItems] = useState<ActivityItem[]>([]);
  const [page, setPage] = useState(0);
  const [more, setMore] = useState(true);
  const [loading, setLoading] = useState(false);

  const load = async (next: number) => {
    setLoading(true);
    try {
      const res = await fetchHistory(code, next, ACTIVITY_PAGE_SIZE);
      if (!res.status) return void notify.error(res.message);
      setItems((current) => (next === 1 ? res.data : [...current, ...res.data]));
      setPage(next);
      setMore(res.data.length >= ACTIVITY_PAGE_SIZE);
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    void load(1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- first page once per subject
  }, [code]);

  if (page === 0) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading activities" />
      </Center>
    );
  }
  if (items.length === 0) return <EmptyState message={messages.noDataFound} />;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <Stack gap={0} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Subject activities">
          {items.map((item, index) => (
            <Group key={index} component="li" justify="space-between" wrap="nowrap" gap="md" px="md" py="sm" style={{ borderTop: index ? '1px solid var(--mantine-color-gray-2)' : undefined }}>
              <Text fz="sm">{activityWording(item)}</Text>
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={item.time}>{formatTime(item.time)}</time>
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      {more && (
        <Group justify="center">
          <Button variant="light" loading={loading} onClick={() => void load(page + 1)}>
            Load More
          </Button>
        </Group>
      )}
    </Stack>
  );
}

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

function AboutTab({ subject }: { subject: Subject }) {
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

function SettingTab({ subject, section, onSaved }: { subject: Subject; section: SettingTab; onSaved: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const current: SettingTab = SETTING_TABS.some((t) => t.value === section) ? section : 'basic';

  const save = async (body: Parameters<typeof saveSubject>[0]) => {
    const saved = await saveSubject({ code: subject.code, ...body });
    if (!saved) return false;
    notify.success(saved.message);
    // "Subject save reloads after 1 s."
    setTimeout(() => {
      onSaved();
      void queryClient.invalidateQueries({ queryKey: ['subject', subject.code] });
    }, 1000);
    return true;
  };

  const remove = async () => {
    setBusy(true);
    try {
      const res = await call(endpoints.deleteSubject, { params: { code: subject.code } });
      if (!res.status) return void notify.error(res.message);
      setDeleting(false);
      notify.success(messages.subjectDeleted);
      setTimeout(() => navigate('/subject'), 2000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <Tabs variant="pills" value={current} onChange={(value) => value && navigate(`/subject/detail/${subject.code}/setting/${value}`)}>
        <Tabs.List aria-label="Setting sections">
          {SETTING_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} fz="lg" mb="md">
          {SETTING_TABS.find((t) => t.value === current)!.label}
        </Title>
        {current === 'basic' && (
          <BasicInfoForm
            key={subject.updated}
            initial={{ name: subject.name, description: subject.description, private: subject.private, adaptive: subject.adaptive }}
            typeLocked
            submitLabel="Save"
            onSave={(values) => save({ name: values.name, description: values.description, private: values.private })}
          />
        )}
        {current === 'cover' && <CoverForm key={subject.image ?? 'none'} current={subject.image} submitLabel="Save Cover Image" onSave={(image) => save({ image: image ?? undefined })} />}
        {current === 'prerequisite' && (
          <PrerequisiteEditor
            key={subject.pre_requisite ?? 'none'}
            currentCode={subject.code}
            initial={{ entries: parsePrerequisiteText(subject.pre_requisite), none: subject.pre_requisite !== null }}
            submitLabel="Save Prerequisite"
            // The settings tab sends the list as text (spec 1 §7).
            onSave={(entries) => save({ prerequisite: JSON.stringify(entries) })}
          />
        )}
      </Paper>

      <Card withBorder radius="md" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Text fw={700}>Delete this subject</Text>
            <Text fz="sm" c="dimmed">
              It disappears from every list and cannot be opened any more.
            </Text>
          </Stack>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)}>
            Delete Subject
          </Button>
        </Group>
      </Card>
      <Modal opened={deleting} onClose={() => setDeleting(false)} title="Delete Subject" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>Are you sure you want to delete {subject.name}?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function DiagnosticTab({ code }: { code: string }) {
  const games = useQuery({
    queryKey: ['diagnostic', code],
    queryFn: async ({ signal }) => {
      const res = await call(endpoints.diagnosticGames, { params: { code }, signal });
      return res.status ? res.data : [];
    },
  });
  if (games.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading diagnostic games" />
      </Center>
    );
  }
  if (!games.data?.length) return <EmptyState message={messages.noDataFound} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {games.data.map((g) => (
        <Card key={g.game_id} component={Link} to={`/diagnostic/${code}/${g.game_id}`} withBorder radius="md" className="subject-card">
          <Text fw={700}>{g.name}</Text>
          <Text fz="sm" c="dimmed" mt={4}>
            {g.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
