import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useAppConfig } from '../lib/api';
import { PublicLanding } from '../features/landing/PublicLanding';
import { isAdminOrigin } from './origin';

/**
 * Opened from any origin other than the admin site's own (`admin_origin` in `GET /app-config`),
 * the page shows the public landing page and no admin UI. If the config cannot be read, the
 * admin app is shown (it cannot work without the API either) and the failure toast explains.
 * The Vite dev server runs on its own port, so the check is skipped in development.
 */
export function OriginGate({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  if (import.meta.env.DEV) return children;
  if (config.isPending) {
    return (
      <Center mih="100vh" role="status" aria-label="Loading">
        <Loader aria-hidden />
      </Center>
    );
  }
  if (config.data && !isAdminOrigin(window.location.origin, config.data.admin_origin)) {
    return <PublicLanding adminOrigin={config.data.admin_origin} />;
  }
  return children;
}
