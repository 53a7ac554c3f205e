import { Anchor, Text } from '@mantine/core';
import { messages } from '@cp/contract';
import { createApiClient, createEndpointCaller, useAppConfigWith, navigateTo, notify, spaClick } from '@cp/ui';
import { clientSession } from './session';

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
  // A lost session says why; the page the user was on is remembered (RootLayout) for after login.
  ...clientSession,
  onServerFailure: () => {
    notify.error(<ServerFailureToast />, { toastId: 'server-failure' });
  },
});

/** Every call of the authoring app: `call(endpoints.x, { params, query, body })`, typed by the contract. */
export const call = createEndpointCaller(api);

/** `GET /app-config` (no auth), cached for the whole app. */
export const useAppConfig = () => useAppConfigWith(call);
