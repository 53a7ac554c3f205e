import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

export const NAV_ITEMS = [
  { label: 'My Subjects', to: '/subject' },
  { label: 'Browse', to: '/browse' },
  { label: 'Task', to: '/task' },
] as const;

export function isActive(pathname: string, to: string) {
  if (to === '/subject') return pathname === '/subject' || pathname.startsWith('/subject/');
  return pathname === to || pathname.startsWith(`${to}/`);
}


/** Manager task count (`GET /manager/tasks/number`); no badge when 0 or unknown. */
export function TaskBadge({ count }: { count?: number }) {
  if (!count || count <= 0) return null;
  return (
    <Badge color="red.9" size="sm" circle={count < 10} ml={6}>
      {count > 99 ? '99+' : count}
      <VisuallyHidden> pending</VisuallyHidden>
    </Badge>
  );
}

/** My Subjects, Browse and Task (with its badge): in the bar on desktop, stacked in the phone drawer. */
export function NavButtons({ pathname, taskCount, vertical, onNavigate }: { pathname: string; taskCount?: number; vertical?: boolean; onNavigate?: () => void }) {
  return NAV_ITEMS.map((item) => (
    <Button
      key={item.to}
      component={Link}
      to={item.to}
      variant="subtle"
      color="gray"
      c="gray.8"
      className="nav-link"
      px={vertical ? undefined : 'sm'}
      justify={vertical ? 'flex-start' : undefined}
      fullWidth={vertical}
      aria-current={isActive(pathname, item.to) ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
      {item.to === '/task' && <TaskBadge count={taskCount} />}
    </Button>
  ));
}
