import { Anchor, Text } from '@mantine/core';
import { messages } from '@cp/contract';
import { createApiClient, createEndpointCaller, useAppConfigWith, navigateTo, notify, spaClick } from '@cp/ui';
import { getSessionToken, onLostSession, sessionSettled } from './session';

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
  // Say why the user is logged out; the page they were on is remembered (RootLayout) for after login.
  onLostSession,
  // A refusal during a logout or a verification link's new session waits for it to be in place.
  sessionSettled,
  onServerFailure: () => {
    notify.error(<ServerFailureToast />, { toastId: 'server-failure' });
  },
});

/** Every call of the authoring app: `call(endpoints.x, { params, query, body })`, typed by the contract. */
export const call = createEndpointCaller(api);

/** `GET /app-config` (no auth), cached for the whole app. */
export const useAppConfig = () => useAppConfigWith(call);
