import { messages } from '@cp/contract';
import { createApiClient, createEndpointCaller, useAppConfigWith, notify } from '@cp/ui';
import { clientSession } from './session';

/** The back-office API client: `/api/v1` on the admin origin, `Authorization: Token …`. */
export const api = createApiClient({
  // "persisted login removed, browser goes to the root" (then / sends to /login).
  ...clientSession,
  onServerFailure: () => {
    notify.error(messages.serverFailure, { toastId: 'server-failure' });
  },
});

/** Every call of the back-office: `call(endpoints.x, { params, query, body })`, typed by the contract. */
export const call = createEndpointCaller(api);

/** `GET /app-config` (no auth), cached for the whole app. */
export const useAppConfig = () => useAppConfigWith(call);
