import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

export interface PageShellProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * Skip link, header, the page as `main` (the skip link's target) and the footer. `main` is at least
 * the viewport below the header tall, so the footer starts at the fold: pages and data arriving
 * late never push visible content around (layout shift), and the scroll bar never appears mid-load.
 */
export function PageShell({ header, footer, children }: PageShellProps) {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {header}
      <Box component="main" id="main-content" tabIndex={-1} className="page-main">
        {children}
      </Box>
      {footer}
    </Box>
  );
}
