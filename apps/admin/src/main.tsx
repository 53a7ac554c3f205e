import { StrictMode } from 'react';
import { endpoints } from '@cp/contract';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@cp/ui';
import './app/app.css';
import { router } from './app/router';
import { OriginGate } from './app/OriginGate';
import { call } from './lib/api';
import { navigateTo } from '@cp/ui';
import { SessionProvider } from './lib/session';

const endServerSession = () => call(endpoints.adminLogout, { quiet: true, endsSession: true });
const goToLogin = () => navigateTo('/login');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <OriginGate>
        <SessionProvider endServerSession={endServerSession} onLoggedOut={goToLogin}>
          <RouterProvider router={router} />
        </SessionProvider>
      </OriginGate>
    </AppProviders>
  </StrictMode>,
);
