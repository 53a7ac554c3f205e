import { adminSessionSchema, type AdminSession } from '@cp/contract';
import { createSessionKit } from '@cp/ui';

/** The administrator's session, kept encrypted in the browser under `cp.admin.session`. */
export const { SessionProvider, useSession, getToken, clientSession } = createSessionKit<AdminSession>({
  name: 'cp.admin.session',
  validate: (value) => {
    const parsed = adminSessionSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
});
