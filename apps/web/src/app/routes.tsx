import { lazy, type ComponentType } from 'react';
import { useNavigate, type RouteObject } from 'react-router';
import { guestRoute, NotFoundPage, publicRoute } from '@cp/ui';
import { RootLayout } from './RootLayout';
/** A page component loaded on demand from its module's named export. */
function page<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> }));
}

// Each page is its own chunk, loaded when first visited (RootLayout shows a loader meanwhile).
const LandingPage = page(() => import('../features/landing/LandingPage'), 'LandingPage');
const LoginPage = page(() => import('../features/auth/LoginPage'), 'LoginPage');
const CompletionPage = page(() => import('../features/profile/CompletionPage'), 'CompletionPage');
const ForgotPage = page(() => import('../features/auth/ForgotPage'), 'ForgotPage');
const RegisterPage = page(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ResetPage = page(() => import('../features/auth/ResetPage'), 'ResetPage');
const VerifyPage = page(() => import('../features/auth/VerifyPage'), 'VerifyPage');
const SubjectListPage = page(() => import('../features/subjects/SubjectListPage'), 'SubjectListPage');
const SubjectAddPage = page(() => import('../features/subjects/SubjectPages'), 'SubjectAddPage');
const SubjectDetailPage = page(() => import('../features/subjects/SubjectPages'), 'SubjectDetailPage');
const ChapterAddPage = page(() => import('../features/chapters/ChapterAddPage'), 'ChapterAddPage');
const QuestionPage = page(() => import('../features/questions/QuestionPage'), 'QuestionPage');
const DiagnosticPage = page(() => import('../features/diagnostic/DiagnosticPage'), 'DiagnosticPage');
const TaskPage = page(() => import('../features/tasks/TaskPage'), 'TaskPage');
const NotificationsPage = page(() => import('../features/notifications/FeedPages'), 'NotificationsPage');
const UpdatesPage = page(() => import('../features/notifications/FeedPages'), 'UpdatesPage');
const SearchPage = page(() => import('../features/search/SearchPages'), 'SearchPage');
const SearchEntryPage = page(() => import('../features/search/SearchPages'), 'SearchEntryPage');
const SearchUserPage = page(() => import('../features/search/SearchPages'), 'SearchUserPage');
const ProfilePage = page(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const ContactPage = page(() => import('../features/contact/ContactPage'), 'ContactPage');
const FaqPage = page(() => import('../features/statics/FaqPage'), 'FaqPage');
const LegalPageView = page(() => import('../features/statics/LegalPage'), 'LegalPageView');

function WebNotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onNavigate={(to) => navigate(to)} />;
}

/**
 * Every route of the authoring app. A route needs a session unless its `handle` says `public` (anyone)
 * or `guest` (logged-out people only); RootLayout applies the guards (see guards.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // public (anyone) and guest (logged out only)
      { path: '/', handle: guestRoute, element: <LandingPage /> },
      { path: '/login', handle: guestRoute, element: <LoginPage /> },
      { path: '/register', handle: guestRoute, element: <RegisterPage /> },
      { path: '/forgot', handle: publicRoute, element: <ForgotPage /> },
      { path: '/reset/:token', handle: publicRoute, element: <ResetPage /> },
      { path: '/verify/:token', handle: publicRoute, element: <VerifyPage /> },
      { path: '/faq', handle: publicRoute, element: <FaqPage /> },
      { path: '/tos', handle: publicRoute, element: <LegalPageView page="tos" /> },
      { path: '/privacy', handle: publicRoute, element: <LegalPageView page="privacy" /> },
      { path: '/cookie', handle: publicRoute, element: <LegalPageView page="cookie" /> },
      { path: '/contact', handle: publicRoute, element: <ContactPage /> },
      { path: '/not-found', handle: publicRoute, element: <WebNotFound /> },
      // protected: the default
      { path: '/subject', element: <SubjectListPage view="mine" key="mine" /> },
      { path: '/subject/add', element: <SubjectAddPage /> },
      { path: '/subject/detail/:code/*', element: <SubjectDetailPage /> },
      { path: '/subject/:code/:mg/question', element: <QuestionPage /> },
      { path: '/browse', element: <SubjectListPage view="browse" key="browse" /> },
      { path: '/task', element: <TaskPage /> },
      { path: '/updates', element: <UpdatesPage /> },
      { path: '/notification', element: <NotificationsPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/search/entry', element: <SearchEntryPage /> },
      { path: '/search/user', element: <SearchUserPage /> },
      { path: '/profile/:username/*', element: <ProfilePage /> },
      { path: '/completion', element: <CompletionPage /> },
      { path: '/chapter/add/:code', element: <ChapterAddPage /> },
      { path: '/diagnostic/:code/:mg', element: <DiagnosticPage /> },
      { path: '*', handle: publicRoute, element: <WebNotFound /> },
    ],
  },
];
