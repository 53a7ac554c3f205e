import { memo, useState } from 'react';
import { Alert, Avatar, Badge, Button, Group, Menu, Paper, Stack, Text, Title, Tooltip, ActionIcon, Anchor } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCircleCheckFilled, IconDots, IconMailForward, IconUserMinus, IconUsers } from '@tabler/icons-react';
import { useCallbackRef } from '@mantine/hooks';
import { Link } from 'react-router';
import { messages, type Contributor, type ContributorRequest, type Subject } from '@cp/contract';
import { ConfirmDialog, EmailAddress, EmptyState, type ApiResponse, Loading } from '@cp/ui';
import { useDrawnInSteps } from '../../lib/drawn-in-steps';
import { useSession } from '../../lib/session';
import { contributorCalls, useContributorAction, useContributorRequests, useContributors } from './contributors-api';
import { InviteForm } from './InviteForm';

export interface ContributorTabProps {
  subject: Subject;
  /** Called after a change to the caller's own membership (accepting an invitation), so the page can refresh the subject. */
  onMembershipChanged?: () => void;
}

const sameName = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** /subject/detail/{code}/contributor: invitation answer, invite form, access requests and the contributor list. */
export function ContributorTab({ subject, onMembershipChanged }: ContributorTabProps) {
  const { user } = useSession();
  const manages = subject.role === 3;
  const list = useContributors(subject.code);
  const requests = useContributorRequests(subject.code, manages);
  const run = useContributorAction(subject.code);
  const [removing, setRemoving] = useState<Contributor | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  // Stable, so a row is drawn again only when its person changes (ContributorRow is memoised).
  const onAction = useCallbackRef((person: Contributor, action: MemberAction) => run(() => contributorCalls.member(action, person.contributor_id!)));
  const remove = async () => {
    setRemoveBusy(true);
    try {
      if (removing && (await onAction(removing, 'remove'))) setRemoving(null);
    } finally {
      setRemoveBusy(false);
    }
  };

  // A subject's people and requests have no page size, so long lists are drawn in steps.
  const people = useDrawnInSteps(list.data ?? [], { first: 20, step: 20 });
  if (list.isPending) return <Loading label="Loading contributors" />;
  if (list.isError) return <EmptyState message={list.error.message || messages.noDataFound} />;

  const myInvitation = list.data.find((c) => !c.active && sameName(c.username, user?.username));

  return (
    <Stack gap="lg">
      {myInvitation && <InvitationAnswer subject={subject} onAnswered={onMembershipChanged} />}
      {manages && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="invite-heading">
          <Title order={2} fz="lg" id="invite-heading" mb="sm">
            Invite
          </Title>
          <InviteForm code={subject.code} />
        </Paper>
      )}
      {manages && <RequestList code={subject.code} requests={requests.data ?? []} loading={requests.isPending} />}
      <Paper withBorder radius="md" component="section" aria-labelledby="contributors-heading">
        <Group justify="space-between" px={{ base: 'md', sm: 'lg' }} py="md">
          <Title order={2} fz="lg" id="contributors-heading">
            Contributors
          </Title>
          <Badge variant="light" color="gray" leftSection={<IconUsers size={14} aria-hidden />}>
            {list.data.filter((p) => p.active).length} active
          </Badge>
        </Group>
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Contributor list">
          {people.map((person) => (
            <ContributorRow
              key={person.contributor_id ?? 'owner'}
              person={person}
              isMe={sameName(person.username, user?.username)}
              canManage={manages}
              onAction={onAction}
              onRemove={setRemoving}
            />
          ))}
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={removing !== null}
        title={removing?.active === false ? 'Cancel invitation' : 'Remove contributor'}
        confirmLabel={removing?.active === false ? 'Cancel invitation' : 'Remove'}
        cancelLabel="Keep"
        danger
        busy={removeBusy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        {removing && (removing.active ? `${nameOf(removing)} will no longer contribute to this subject.` : `The invitation to ${nameOf(removing)} will be withdrawn.`)}
      </ConfirmDialog>
      {subject.role === null && !myInvitation && (
        <Text c="dimmed" fz="sm">
          You are not a contributor of this subject. Use Request Access at the top of the page to ask its managers.
        </Text>
      )}
    </Stack>
  );
}

function InvitationAnswer({ subject, onAnswered }: { subject: Subject; onAnswered?: () => void }) {
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const run = useContributorAction(subject.code, onAnswered);
  const answer = async (accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    try {
      await run(() => contributorCalls.invitation(subject.code, accept));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Alert color="indigo" variant="light" icon={<IconMailForward size={20} aria-hidden />} title="You are invited to contribute">
      <Stack gap="sm">
        <Text fz="sm">Accept to start contributing to {subject.name}, or decline the invitation.</Text>
        <Group gap="sm">
          <Button size="sm" loading={busy === 'accept'} disabled={busy !== null} onClick={() => void answer(true)}>
            Accept invitation
          </Button>
          <Button size="sm" variant="default" loading={busy === 'decline'} disabled={busy !== null} onClick={() => void answer(false)}>
            Decline
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function PersonLine({ avatar, username, email, children }: { avatar: string | null; username: string | null; email: string | null; children?: React.ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={avatar} alt="" size={40} radius="xl" color="indigo" name={username ?? email ?? '?'} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          {username ? (
            <Anchor component={Link} to={`/profile/${encodeURIComponent(username)}`} fw={600} fz="sm">
              {username}
            </Anchor>
          ) : (
            <Text fw={600} fz="sm" style={{ overflowWrap: 'break-word' }}>
              {email && <EmailAddress email={email} />}
            </Text>
          )}
          {children}
        </Group>
        {username && email && (
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
            <EmailAddress email={email} />
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function RequestList({ code, requests, loading }: { code: string; requests: ContributorRequest[]; loading: boolean }) {
  const [busy, setBusy] = useState<string | null>(null);
  const drawn = useDrawnInSteps(requests, { first: 20, step: 20 });
  const run = useContributorAction(code);
  const act = async (key: string, request: () => Promise<ApiResponse<unknown>>) => {
    setBusy(key);
    try {
      await run(request);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby="requests-heading">
      <Group justify="space-between" px={{ base: 'md', sm: 'lg' }} py="md" gap="sm">
        <Title order={2} fz="lg" id="requests-heading">
          Requests{requests.length ? ` (${requests.length})` : ''}
        </Title>
        {requests.length > 0 && (
          <Group gap="xs">
            <Button size="xs" loading={busy === 'all-accept'} disabled={busy !== null} onClick={() => void act('all-accept', () => contributorCalls.answerAll(code, true))}>
              Accept all
            </Button>
            <Button size="xs" variant="default" loading={busy === 'all-reject'} disabled={busy !== null} onClick={() => void act('all-reject', () => contributorCalls.answerAll(code, false))}>
              Decline all
            </Button>
          </Group>
        )}
      </Group>
      {loading ? (
        <Loading label="Loading requests" />
      ) : requests.length === 0 ? (
        <Text c="dimmed" fz="sm" px={{ base: 'md', sm: 'lg' }} pb="md">
          No pending requests.
        </Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Access requests">
          {drawn.map((r) => (
            <Group key={r.id} component="li" justify="space-between" gap="sm" px={{ base: 'md', sm: 'lg' }} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <PersonLine avatar={r.avatar} username={r.username} email={r.email} />
              <Group gap="xs">
                <Button size="xs" variant="light" aria-label={`Accept ${r.username}`} loading={busy === `a${r.id}`} disabled={busy !== null} onClick={() => void act(`a${r.id}`, () => contributorCalls.answerRequest(r.id, true))}>
                  Accept
                </Button>
                <Button size="xs" variant="default" aria-label={`Decline ${r.username}`} loading={busy === `d${r.id}`} disabled={busy !== null} onClick={() => void act(`d${r.id}`, () => contributorCalls.answerRequest(r.id, false))}>
                  Decline
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

type MemberAction = 'promote' | 'demote' | 'remove';

const nameOf = (person: Contributor) => person.username ?? person.email ?? 'this person';

type ContributorRowProps = {
  person: Contributor;
  isMe: boolean;
  canManage: boolean;
  onAction: (person: Contributor, action: MemberAction) => Promise<boolean>;
  /** Asks to remove the person (or withdraw the invitation); the list confirms it. */
  onRemove: (person: Contributor) => void;
};

/** One person of the contributor list, with promote, demote and remove for role 3. */
const ContributorRow = memo(function ContributorRow({ person, isMe, canManage, onAction, onRemove }: ContributorRowProps) {
  const [busy, setBusy] = useState(false);
  const isOwner = person.role === 'Owner';
  const actions = canManage && !isOwner && !isMe && person.contributor_id !== null;

  const act = async (action: MemberAction) => {
    setBusy(true);
    try {
      await onAction(person, action);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" px={{ base: 'md', sm: 'lg' }} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <PersonLine avatar={person.avatar} username={person.username} email={person.email}>
        {person.verified && (
          <Tooltip label="Verified user">
            <IconCircleCheckFilled size={16} color="var(--mantine-color-green-8)" aria-label="Verified user" role="img" />
          </Tooltip>
        )}
        <Badge size="sm" variant={isOwner ? 'filled' : 'light'} color={isOwner ? 'indigo' : person.role === 'Manager' ? 'teal' : 'gray'}>
          {person.role}
        </Badge>
        {!person.active && (
          <Badge size="sm" variant="outline" color="#9a3412">
            Invited
          </Badge>
        )}
        {isMe && (
          <Text span fz="xs" c="dimmed">
            (you)
          </Text>
        )}
      </PersonLine>
      {actions && (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" c="gray.8" aria-label={`Actions for ${nameOf(person)}`} loading={busy}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {person.active && person.role_id === 2 && (
              <Menu.Item leftSection={<IconArrowUp size={16} aria-hidden />} onClick={() => void act('promote')}>
                Promote to Manager
              </Menu.Item>
            )}
            {person.active && person.role_id === 3 && (
              <Menu.Item leftSection={<IconArrowDown size={16} aria-hidden />} onClick={() => void act('demote')}>
                Demote to Contributor
              </Menu.Item>
            )}
            <Menu.Item color="red.8" leftSection={<IconUserMinus size={16} aria-hidden />} onClick={() => onRemove(person)}>
              {person.active ? 'Remove' : 'Cancel invitation'}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
});
