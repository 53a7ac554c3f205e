import { sessionUserSchema, type SessionUser } from '@cp/contract';
import { createSessionKit } from '@cp/ui';

/** The logged-in user, kept encrypted in the browser under `cp.session`. */
export const { SessionProvider, useSession, getSession, saveSession, clearSession } = createSessionKit<SessionUser>({
  name: 'cp.session',
  validate: (value) => {
    const parsed = sessionUserSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
});

export const getSessionToken = () => getSession()?.token ?? null;
