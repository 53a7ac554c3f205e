import type { ReactNode } from 'react';
import { useNavigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { guestRoute, NotFoundPage, publicRoute } from '@cp/ui';
import { startLoadingSession } from '../lib/session';
import { askContentEarly, askSubjectEarly, askSubjectListEarly } from './early-calls';
import { RootLayout } from './RootLayout';

/**
 * A page in its own chunk, loaded by the router as soon as its route matches: on the first load in
 * parallel with the session check, on a link click before the page changes (the old page stays
 * until the new one can show, instead of a loader). `early` sends, for a signed-in user, the calls
 * the page will make first, so their answers travel while the page's code does (`call.early`); the
 * route does not wait for them.
 */
function page<M>(load: () => Promise<M>, render: (module: M) => ReactNode, early?: (args: LoaderFunctionArgs) => void): Pick<RouteObject, 'lazy' | 'loader' | 'shouldRevalidate'> {
  const route: Pick<RouteObject, 'lazy' | 'loader' | 'shouldRevalidate'> = { lazy: async () => ({ element: render(await load()) }) };
  if (early) {
    route.loader = (args) => {
      void startLoadingSession().then((user) => user && early(args));
      return null;
    };
    // Only on the way in: a change of tab or filter within the page is the page's own to fetch.
    route.shouldRevalidate = () => false;
  }
  return route;
}

const subjectDetailEarly = ({ params }: LoaderFunctionArgs) => {
  if (!params.code) return;
  const details = askSubjectEarly(params.code);
  if (params['*'] === 'content') askContentEarly(params.code, details);
};

const landing = () => import('../features/landing/LandingPage');
const auth = {
  login: () => import('../features/auth/LoginPage'),
  forgot: () => import('../features/auth/ForgotPage'),
  register: () => import('../features/auth/RegisterPage'),
  reset: () => import('../features/auth/ResetPage'),
  verify: () => import('../features/auth/VerifyPage'),
};
const completion = () => import('../features/profile/CompletionPage');
const subjectList = () => import('../features/subjects/SubjectListPage');
const subjectPages = () => import('../features/subjects/SubjectPages');
const chapterAdd = () => import('../features/chapters/ChapterAddPage');
const question = () => import('../features/questions/QuestionPage');
const diagnostic = () => import('../features/diagnostic/DiagnosticPage');
const task = () => import('../features/tasks/TaskPage');
const feeds = () => import('../features/notifications/FeedPages');
const search = () => import('../features/search/SearchPages');
const profile = () => import('../features/profile/ProfilePage');
const contact = () => import('../features/contact/ContactPage');
const faq = () => import('../features/statics/FaqPage');
const legal = () => import('../features/statics/LegalPage');

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
      { path: '/', handle: guestRoute, ...page(landing, (m) => <m.LandingPage />) },
      { path: '/login', handle: guestRoute, ...page(auth.login, (m) => <m.LoginPage />) },
      { path: '/register', handle: guestRoute, ...page(auth.register, (m) => <m.RegisterPage />) },
      { path: '/forgot', handle: publicRoute, ...page(auth.forgot, (m) => <m.ForgotPage />) },
      { path: '/reset/:token', handle: publicRoute, ...page(auth.reset, (m) => <m.ResetPage />) },
      { path: '/verify/:token', handle: publicRoute, ...page(auth.verify, (m) => <m.VerifyPage />) },
      { path: '/faq', handle: publicRoute, ...page(faq, (m) => <m.FaqPage />) },
      { path: '/tos', handle: publicRoute, ...page(legal, (m) => <m.LegalPageView page="tos" />) },
      { path: '/privacy', handle: publicRoute, ...page(legal, (m) => <m.LegalPageView page="privacy" />) },
      { path: '/cookie', handle: publicRoute, ...page(legal, (m) => <m.LegalPageView page="cookie" />) },
      { path: '/contact', handle: publicRoute, ...page(contact, (m) => <m.ContactPage />) },
      { path: '/not-found', handle: publicRoute, element: <WebNotFound /> },
      // protected: the default
      { path: '/subject', ...page(subjectList, (m) => <m.SubjectListPage view="mine" key="mine" />, ({ request }) => askSubjectListEarly('mine', new URL(request.url))) },
      { path: '/subject/add', ...page(subjectPages, (m) => <m.SubjectAddPage />) },
      { path: '/subject/detail/:code/*', ...page(subjectPages, (m) => <m.SubjectDetailPage />, subjectDetailEarly) },
      { path: '/subject/:code/:mg/question', ...page(question, (m) => <m.QuestionPage />) },
      { path: '/browse', ...page(subjectList, (m) => <m.SubjectListPage view="browse" key="browse" />, ({ request }) => askSubjectListEarly('browse', new URL(request.url))) },
      { path: '/task', ...page(task, (m) => <m.TaskPage />) },
      { path: '/updates', ...page(feeds, (m) => <m.UpdatesPage />) },
      { path: '/notification', ...page(feeds, (m) => <m.NotificationsPage />) },
      { path: '/search', ...page(search, (m) => <m.SearchPage />) },
      { path: '/search/entry', ...page(search, (m) => <m.SearchEntryPage />) },
      { path: '/search/user', ...page(search, (m) => <m.SearchUserPage />) },
      { path: '/profile/:username/*', ...page(profile, (m) => <m.ProfilePage />) },
      { path: '/completion', ...page(completion, (m) => <m.CompletionPage />) },
      { path: '/chapter/add/:code', ...page(chapterAdd, (m) => <m.ChapterAddPage />) },
      { path: '/diagnostic/:code/:mg', ...page(diagnostic, (m) => <m.DiagnosticPage />) },
      { path: '*', handle: publicRoute, element: <WebNotFound /> },
    ],
  },
];
