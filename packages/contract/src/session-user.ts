import type { SessionUser } from './auth';

/**
 * The stored session as `sessionUserSchema` reads it (known fields only, each of its type), without
 * zod: the browser checks its stored session before anything can be shown, and loading zod first
 * held every signed-in page back by the time that took (docs/performance.md, stop 63). A test keeps
 * the two in agreement (session-user.test.ts).
 */
export function readSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, username, email, avatar, profile_complete, is_service } = value as Record<string, unknown>;
  if (typeof token !== 'string' || typeof username !== 'string' || typeof email !== 'string') return null;
  if (avatar !== null && typeof avatar !== 'string') return null;
  if (typeof profile_complete !== 'boolean' || typeof is_service !== 'boolean') return null;
  return { token, username, email, avatar, profile_complete, is_service };
}
