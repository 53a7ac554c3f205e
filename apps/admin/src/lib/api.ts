import { useQuery } from '@tanstack/react-query';
import { appConfigSchema, endpoints, messages, type AppConfig } from '@cp/contract';
import { createApiClient, createEndpointCaller, navigateTo, notify } from '@cp/ui';
import { clearSession, getSessionToken } from './session';

/** The back-office API client: `/api/v1` on the admin origin, `Authorization: Token …`. */
export const api = createApiClient({
  getToken: getSessionToken,
  // "persisted login removed, browser goes to the root" (then / sends to /login).
  onLostSession: () => {
    void clearSession().finally(() => navigateTo('/', { replace: true }));
  },
  onServerFailure: () => {
    notify.error(messages.serverFailure, { toastId: 'server-failure' });
  },
});

/** Every call of the back-office: `call(endpoints.x, { params, query, body })`, typed by the contract. */
export const call = createEndpointCaller(api);

/** `GET /app-config` (no auth). */
export function useAppConfig() {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: async ({ signal }): Promise<AppConfig> => {
      const res = await call(endpoints.appConfig, { signal });
      const parsed = appConfigSchema.safeParse(res.data);
      if (!res.status || !parsed.success) throw new Error(res.message || 'Invalid app config');
      return parsed.data;
    },
  });
}
