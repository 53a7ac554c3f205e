import { Divider, Text } from '@mantine/core';
import { AppBar, LogoutButton, NavLinks } from '@cp/ui';
import { useLocation } from 'react-router';
import type { AdminSession } from '@cp/contract';

export const ADMIN_NAV = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Users', to: '/users' },
  { label: 'Subjects', to: '/subjects' },
  { label: 'Minigames', to: '/minigames' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Legal Page', to: '/legal' },
  { label: 'Audit', to: '/audit' },
] as const;

export interface AdminHeaderProps {
  session: AdminSession | null;
  onLogout: () => void;
}

/** The navigation bar shows only when logged in; logged out, the header holds the brand alone. */
export function AdminHeader({ session, onLogout }: AdminHeaderProps) {
  const { pathname } = useLocation();
  const active = (to: string) => pathname === to;
  const home = { to: '/', label: 'Content+ Admin home', badge: 'Admin' };
  if (!session) return <AppBar home={home} size="xl" drawerId="admin-nav-drawer" />;
  return (
    <AppBar
      home={home}
      size="xl"
      collapseBelow="lg"
      drawerId="admin-nav-drawer"
      start={
        <>
          <NavLinks items={ADMIN_NAV} isActive={active} />
          <LogoutButton onLogout={onLogout} />
        </>
      }
      drawer={(close) => (
        <>
          <Text fw={600} c="gray.8">
            {session.full_name || session.username}
          </Text>
          <NavLinks items={ADMIN_NAV} isActive={active} vertical onNavigate={close} />
          <Divider />
          <LogoutButton
            wide
            onLogout={() => {
              close();
              onLogout();
            }}
          />
        </>
      )}
    />
  );
}
