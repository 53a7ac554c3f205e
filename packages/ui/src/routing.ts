import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createBrowserRouter, useLocation, useMatches, type RouteObject } from 'react-router';
import { endpoints, type AppConfig } from '@cp/contract';
import type { EndpointCaller } from './endpoint-caller';
import { setNavigator } from './navigation';
import { accessOf, type RouteAccess } from './route-access';

/** The browser router of an app, also used by `navigateTo` outside React (lost session, toasts). */
export function createAppRouter(routes: RouteObject[]) {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}

/** What the current page's route declares (see route-access.ts); the layouts guard with it. */
export function useRouteAccess(): RouteAccess {
  return accessOf(useMatches().at(-1)?.handle);
}

/** A new page starts at the top. */
export function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return pathname;
}

/**
 * `GET /app-config` (no auth): landing video, game app link, Google client id, admin origin. Like
 * every other answer it is typed by the contract, not parsed again here: the footer asks for it on
 * every page, and parsing would put zod into a visitor's first load.
 */
export function useAppConfigWith(call: EndpointCaller) {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: async ({ signal }): Promise<AppConfig> => {
      const res = await call(endpoints.appConfig, { signal });
      if (!res.status || !res.data) throw new Error(res.message || 'No app config');
      return res.data;
    },
  });
}
