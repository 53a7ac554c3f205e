import { lazy, Suspense } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '@cp/contract';
import { AppBar } from '@cp/ui';

export interface AppHeaderProps {
  user: SessionUser | null;
  onLogout: () => void;
}

const LoggedInHeader = lazy(async () => ({ default: (await import('./header/LoggedInHeader')).LoggedInHeader }));

function LoggedOutHeader() {
  return (
    <AppBar
      home={{ to: '/', label: 'Content+ home' }}
      size="lg"
      drawerId="account-nav"
      always={
        <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account">
          <Button component={Link} to="/register" variant="default" size="sm">
            Register
          </Button>
          <Button component={Link} to="/login" size="sm">
            Login
          </Button>
        </Group>
      }
    />
  );
}

/** Top navigation: the logged-in bar (collapsing into a drawer on phones) or Register/Login. */
export function AppHeader(props: AppHeaderProps) {
  if (!props.user) return <LoggedOutHeader />;
  // Until its chunk arrives, an empty bar of the same height holds the place.
  return (
    <Suspense fallback={<AppBar home={{ to: '/subject', label: 'Content+ home' }} size="lg" drawerId="main-nav-drawer" />}>
      <LoggedInHeader user={props.user} onLogout={props.onLogout} />
    </Suspense>
  );
}
