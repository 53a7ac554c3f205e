import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

export interface PageShellProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** Skip link, header, the page as `main` (the skip link's target) and a footer pushed to the bottom. */
export function PageShell({ header, footer, children }: PageShellProps) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {header}
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      {footer}
    </Box>
  );
}
