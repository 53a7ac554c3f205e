import { Anchor, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link } from 'react-router';
import { notificationText, taskUpdateText, type Notification, type TaskUpdate } from '@cp/contract';

dayjs.extend(relativeTime);

/** One notification or task update: its wording, a link to the subject when there is one, and when. */
export function NoticeText({ item }: { item: Notification | TaskUpdate }) {
  const text = 'notification_id' in item ? notificationText(item.type, item.info) : taskUpdateText(item.type, item.info);
  const code = item.info.subject_code;
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={item.read ? 400 : 600}>
        {code ? (
          <Anchor component={Link} to={`/subject/detail/${code}/about`} inherit c="inherit">
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
