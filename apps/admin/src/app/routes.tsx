import { lazy } from 'react';
import { useNavigate, type RouteObject } from 'react-router';
import { guestRoute, NotFoundPage, publicRoute } from '@cp/ui';
import { AdminLayout } from './AdminLayout';
import { LoginPage } from '../features/auth/LoginPage';

// Screens load when first opened, so the login page does not carry the charts and the editor.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const UsersPage = lazy(() => import('../features/users/UsersPage').then((m) => ({ default: m.UsersPage })));
const SubjectsPage = lazy(() => import('../features/subjects/SubjectsPage').then((m) => ({ default: m.SubjectsPage })));
const MinigamesPage = lazy(() => import('../features/minigames/MinigamesPage').then((m) => ({ default: m.MinigamesPage })));
const ContactTicketsPage = lazy(() => import('../features/contact/ContactTicketsPage').then((m) => ({ default: m.ContactTicketsPage })));
const FaqPage = lazy(() => import('../features/faq/FaqPage').then((m) => ({ default: m.FaqPage })));
const LegalPage = lazy(() => import('../features/legal/LegalPage').then((m) => ({ default: m.LegalPage })));
const AuditPage = lazy(() => import('../features/audit/AuditPage').then((m) => ({ default: m.AuditPage })));

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
      { path: '/audit', element: <AuditPage /> },
      { path: '*', handle: publicRoute, element: <AdminNotFound /> },
    ],
  },
];
