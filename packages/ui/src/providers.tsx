import '@mantine/core/styles.css';
import './layout.css';
// The theme's variables, worked out when the app is built (browser-build.ts), not in the browser.
import 'virtual:cp-theme-variables.css';
import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from './theme';
import { ToastHost } from './toast';

/**
 * "Data is fetched on every load without caching": a query is stale at once, is dropped as soon as
 * nothing uses it, and a failure is not retried (the failure toast shows once).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, gcTime: 0, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests may pass their own client. */
  queryClient?: QueryClient;
}

/** Theme, data fetching and the toast container, shared by the authoring and admin apps. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <QueryClientProvider client={client}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
