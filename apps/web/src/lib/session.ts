import { readSessionUser, type SessionUser } from '@cp/contract';
import { createSessionKit } from '@cp/ui';

const NAME = 'cp.session';

/** Whether this browser holds a session (not yet decrypted or checked): a returning user, most likely. */
export const hasStoredSession = () => typeof localStorage !== 'undefined' && localStorage.getItem(NAME) !== null;

/** The logged-in user, kept encrypted in the browser under `cp.session`. */
export const { SessionProvider, useSession, getSession, saveSession, changeSession, clientSession, startLoading: startLoadingSession } = createSessionKit<SessionUser>({
  name: NAME,
  validate: readSessionUser,
});
