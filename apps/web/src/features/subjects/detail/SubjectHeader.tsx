import { useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconClock, IconDoorExit, IconMailOpened, IconRocket, IconSend } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { endpoints, REVIEW_WORKING_DAYS, addWorkingDays, subjectAction, type PublishCheck, type Subject } from '@cp/contract';
import { announce, ConfirmDialog, notify } from '@cp/ui';
import { call } from '../../../lib/api';
import { VerifiedMark } from '../SubjectCard';
import { SubjectCover } from '../SubjectCover';
import { formatDate } from '@cp/ui';

export function SubjectHeader({ subject, onChanged }: { subject: Subject; onChanged: () => void }) {
  const expected = subject.last_publish_status === 'Requested' && subject.last_publish_date ? addWorkingDays(new Date(subject.last_publish_date), REVIEW_WORKING_DAYS) : null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Box w={{ base: 88, sm: 128 }} style={{ flexShrink: 0 }} data-testid="subject-header-cover">
            <SubjectCover image={subject.image} name={subject.name} radius={8} />
          </Box>
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
  const onContributorTab = useLocation().pathname.endsWith('/contributor');

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
      announce(res);
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
  } else if (action === 'invited') {
    // Accept and Decline live on the Contributor tab; elsewhere the header leads there.
    if (onContributorTab) return null;
    button = (
      <Button component={Link} to={`/subject/detail/${subject.code}/contributor`} variant="light" leftSection={<IconMailOpened size={18} aria-hidden />}>
        Answer invitation
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
      <ConfirmDialog opened={leaving} title="Leave Subject" confirmLabel="Leave Subject" danger busy={busy} onConfirm={() => void leave()} onClose={() => setLeaving(false)}>
        {`You will stop contributing to ${subject.name}. To come back you need to request access again.`}
      </ConfirmDialog>
    </>
  );
}

// ---- tabs --------------------------------------------------------------------------------------
