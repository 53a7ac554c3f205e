import { Container, Grid, Tabs } from '@mantine/core';
import { IconActivity, IconBooks, IconSettings } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useDocumentTitle, Loading } from '@cp/ui';
import { useSession } from '../../lib/session';
import { ProfileActivityTab } from '../contributors/ProfileActivityTab';
import { displayName, ProfilePanel } from './ProfilePanel';
import { useUserInfo } from './profile-api';
import { useReferenceExists } from '../../lib/reference';
import { ProfileSettingTab } from './ProfileSettingTab';
import { ProfileSubjectsTab } from '../subjects/ProfileSubjectsTab';

type Tab = 'subject' | 'activity' | 'setting';

/** /profile/:username[/activity|/setting]: left panel and tabs; 'me' is the signed-in user. */
export function ProfilePage() {
  const { username = 'me', '*': rest = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const isMe = username === 'me' || username.toLowerCase() === user?.username.toLowerCase();
  const tab: Tab = rest.startsWith('activity') ? 'activity' : rest.startsWith('setting') ? 'setting' : 'subject';

  const exists = useReferenceExists('user', username, !isMe);
  const info = useUserInfo(isMe ? 'me' : username, isMe || exists.data === true);
  const shown = info.data?.found ? info.data.info : null;
  useDocumentTitle(shown ? `${displayName(shown)} (@${shown.username})` : 'Profile');

  if (exists.data === false || info.data?.found === false) return <Navigate to="/not-found" replace />;
  // The Profile Setting tab exists only at /profile/me/setting.
  if (tab === 'setting' && !isMe) return <Navigate to={`/profile/${username}`} replace />;
  if (tab === 'setting' && username !== 'me') return <Navigate to="/profile/me/setting" replace />;
  if (!shown) {
    return (
      <Loading label="Loading profile" />
    );
  }

  const base = `/profile/${username}`;
  const paths: Record<Tab, string> = { subject: base, activity: `${base}/activity`, setting: '/profile/me/setting' };
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfilePanel info={shown} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs value={tab} onChange={(next) => next && navigate(paths[next as Tab])} keepMounted={false}>
            <Tabs.List mb="lg" aria-label="Profile sections">
              <Tabs.Tab value="subject" leftSection={<IconBooks size={16} aria-hidden />}>
                Subject
              </Tabs.Tab>
              <Tabs.Tab value="activity" leftSection={<IconActivity size={16} aria-hidden />}>
                Activity
              </Tabs.Tab>
              {isMe && (
                <Tabs.Tab value="setting" leftSection={<IconSettings size={16} aria-hidden />}>
                  Setting
                </Tabs.Tab>
              )}
            </Tabs.List>
            <Tabs.Panel value="subject">
              <ProfileSubjectsTab username={shown.username} />
            </Tabs.Panel>
            <Tabs.Panel value="activity">
              <ProfileActivityTab username={shown.username} isMe={isMe} />
            </Tabs.Panel>
            {isMe && (
              <Tabs.Panel value="setting">
                <ProfileSettingTab info={shown} onSaved={() => void info.refetch()} />
              </Tabs.Panel>
            )}
          </Tabs>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
