import { StrictMode } from 'react';
import { endpoints } from '@cp/contract';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@cp/ui';
import './app/app.css';
import { router } from './app/router';
import { call } from './lib/api';
import { navigateTo } from '@cp/ui';
import { hasStoredSession, SessionProvider, startLoadingSession } from './lib/session';

// The stored session is read while React draws its first frame, and a returning user's header
// starts loading with it, so both are there when the page is.
void startLoadingSession();
if (hasStoredSession()) void import('./app/header/LoggedInHeader');

const endServerSession = () => call(endpoints.logout, { quiet: true, endsSession: true });
const goHome = () => navigateTo('/');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <SessionProvider endServerSession={endServerSession} onLoggedOut={goHome}>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>
  </StrictMode>,
);
