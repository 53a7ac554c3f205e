import { Anchor, Text } from '@mantine/core';
import { endpoints, messages, appConfigSchema, type AppConfig } from '@cp/contract';
import { createApiClient, createEndpointCaller, navigateTo, notify, spaClick } from '@cp/ui';
import { useQuery } from '@tanstack/react-query';
import { clearSession, getSessionToken } from './session';

function ServerFailureToast() {
  return (
    <Text fz="sm">
      {messages.serverFailure}{' '}
      <Anchor href="/contact" fz="sm" fw={600} onClick={spaClick('/contact', (to) => navigateTo(to))}>
        Contact Us
      </Anchor>
    </Text>
  );
}

/** The authoring app's API client: `/api/v1` on this origin, `Authorization: Token …`. */
export const api = createApiClient({
  getToken: getSessionToken,
  onLostSession: () => {
    void clearSession().finally(() => navigateTo('/', { replace: true }));
  },
  onServerFailure: () => {
    notify.error(<ServerFailureToast />, { toastId: 'server-failure' });
  },
});

/** Every call of the authoring app: `call(endpoints.x, { params, query, body })`, typed by the contract. */
export const call = createEndpointCaller(api);

/** `GET /app-config` (no auth): landing video, game app link, Google client id. */
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
