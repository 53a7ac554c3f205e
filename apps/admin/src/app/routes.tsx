import { useNavigate, type RouteObject } from 'react-router';
import { guestRoute, NotFoundPage, publicRoute } from '@cp/ui';
import { AdminLayout } from './AdminLayout';
import { LoginPage } from '../features/auth/LoginPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { UsersPage } from '../features/users/UsersPage';
import { SubjectsPage } from '../features/subjects/SubjectsPage';
import { MinigamesPage } from '../features/minigames/MinigamesPage';
import { ContactTicketsPage } from '../features/contact/ContactTicketsPage';
import { FaqPage } from '../features/faq/FaqPage';
import { LegalPage } from '../features/legal/LegalPage';

function AdminNotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onNavigate={(to) => navigate(to)} appName="Content+ Admin" />;
}

/**
 * Spec 3 §2 "Administrator back-office": all routes exact. A screen needs an administrator session
 * unless its `handle` says otherwise; AdminLayout applies the guards (see guards.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { path: '/', element: null },
      { path: '/login', handle: guestRoute, element: <LoginPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/users', element: <UsersPage /> },
      { path: '/subjects', element: <SubjectsPage /> },
      { path: '/minigames', element: <MinigamesPage /> },
      { path: '/contact', element: <ContactTicketsPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/legal', element: <LegalPage /> },
      { path: '*', handle: publicRoute, element: <AdminNotFound /> },
    ],
  },
];
