import type { SessionUser } from '@cp/contract';
import { createSessionKit } from '@cp/ui';

const NAME = 'cp.session';

/** Whether this browser holds a session (not yet decrypted or checked): a returning user, most likely. */
export const hasStoredSession = () => typeof localStorage !== 'undefined' && localStorage.getItem(NAME) !== null;

// The schema (and zod) load only when a session is stored, so a visitor's first page does without;
// when one is, the load starts at once and runs while the stored copy is decrypted.
let schema: Promise<typeof import('./session-schema')> | undefined;
const loadSchema = () => (schema ??= import('./session-schema'));
if (hasStoredSession()) void loadSchema();

/** The logged-in user, kept encrypted in the browser under `cp.session`. */
export const { SessionProvider, useSession, getSession, saveSession, clearSession } = createSessionKit<SessionUser>({
  name: NAME,
  validate: async (value) => {
    const { sessionUserSchema } = await loadSchema();
    const parsed = sessionUserSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
});

export const getSessionToken = () => getSession()?.token ?? null;
