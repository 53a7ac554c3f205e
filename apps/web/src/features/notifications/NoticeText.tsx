import { Anchor, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link } from 'react-router';
import { NOTIFICATION, notificationText, taskUpdateText, type Notification, type TaskUpdate } from '@cp/contract';

dayjs.extend(relativeTime);

/** Notifications that ask for an answer on the contributor tab (accept an invitation, a request). */
const ABOUT_CONTRIBUTORS: number[] = [NOTIFICATION.contributorInvitation, NOTIFICATION.accessRequested];

/** One notification or task update: its wording, a link to the subject when there is one, and when. */
export function NoticeText({ item }: { item: Notification | TaskUpdate }) {
  const isNotification = 'notification_id' in item;
  const text = isNotification ? notificationText(item.type, item.info) : taskUpdateText(item.type, item.info);
  const code = item.info.subject_code;
  const tab = isNotification && ABOUT_CONTRIBUTORS.includes(item.type) ? 'contributor' : 'about';
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={item.read ? 400 : 600}>
        {code ? (
          <Anchor component={Link} to={`/subject/detail/${code}/${tab}`} inherit c="inherit">
            {text}
          </Anchor>
        ) : (
          text
        )}
      </Text>
      <Text fz="xs" c="dimmed" component="time" dateTime={item.time} title={dayjs(item.time).format('DD MMM YYYY HH:mm')}>
        {dayjs(item.time).fromNow()}
      </Text>
    </Stack>
  );
}
