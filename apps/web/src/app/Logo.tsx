import { UnstyledButton } from '@mantine/core';
import { Brand } from '@cp/ui';
import { Link } from 'react-router';

/** The brand as the header's home link. */
export function Logo({ to }: { to: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label="Content+ home" style={{ borderRadius: 8 }}>
      <Brand />
    </UnstyledButton>
  );
}
