import { createBrowserRouter, useNavigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '@cp/ui';
import { setNavigator } from '@cp/ui';
import { RootLayout } from './RootLayout';
import { LandingPage } from '../features/landing/LandingPage';
import { LoginPage } from '../features/auth/LoginPage';
import { CompletionPage } from '../features/auth/CompletionPage';
import { ForgotPage } from '../features/auth/ForgotPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPage } from '../features/auth/ResetPage';
import { VerifyPage } from '../features/auth/VerifyPage';
import { SubjectListPage } from '../features/subjects/SubjectListPage';
import { SubjectAddPage, SubjectDetailPage } from '../features/subjects/SubjectPages';
import { ChapterAddPage } from '../features/chapters/ChapterAddPage';
import { QuestionPage } from '../features/questions/QuestionPage';
import { DiagnosticPage } from '../features/diagnostic/DiagnosticPage';
import { TaskPage } from '../features/tasks/TaskPage';
import { NotificationsPage, UpdatesPage } from '../features/notifications/FeedPages';
import { SearchEntryPage, SearchPage, SearchUserPage } from '../features/search/SearchPages';
import { ProfilePage } from '../features/profile/ProfilePage';
import { ContactPage } from '../features/contact/ContactPage';
import { FaqPage } from '../features/static-pages/FaqPage';
import { LegalPageView } from '../features/static-pages/LegalPage';

function WebNotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onNavigate={(to) => navigate(to)} />;
}

/** Every route of the authoring app; RootLayout applies the guards (see guards.ts). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // public
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot', element: <ForgotPage /> },
      { path: '/reset/:token', element: <ResetPage /> },
      { path: '/verify/:token', element: <VerifyPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/tos', element: <LegalPageView page="tos" /> },
      { path: '/privacy', element: <LegalPageView page="privacy" /> },
      { path: '/cookie', element: <LegalPageView page="cookie" /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/not-found', element: <WebNotFound /> },
      // protected
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
      { path: '*', element: <WebNotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

setNavigator((to, options) => {
  void router.navigate(to, options);
});
