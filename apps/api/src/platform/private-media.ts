import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@cp/db';

/**
 * Uploads only administrators may see (contact-ticket screenshots). `/media/<key>` serves them only
 * with a short-lived signature in the query string, so an admin page can still use plain `<img>`
 * tags while a leaked or guessed address shows nothing.
 */
export const PRIVATE_MEDIA_PREFIXES = ['tickets/'] as const;
export const SIGNED_MEDIA_TTL_S = 10 * 60;

export const isPrivateMediaKey = (key: string) => PRIVATE_MEDIA_PREFIXES.some((p) => key.startsWith(p));

/** The installation's key for one purpose, made on first use and shared through the database. */
export async function loadSecret(db: Db, name: string): Promise<Buffer> {
  await db.insert(schema.appSecrets).values({ name, value: randomBytes(32) }).onConflictDoNothing();
  const row = await db.query.appSecrets.findFirst({ where: eq(schema.appSecrets.name, name) });
  return row!.value;
}

const signature = (secret: Buffer, key: string, expires: number) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');

/** `/media/tickets/x.jpg` → `/media/tickets/x.jpg?exp=…&sig=…`, valid for `ttlSeconds`. */
export function signMediaUrl(secret: Buffer, url: string, ttlSeconds = SIGNED_MEDIA_TTL_S, now = Date.now()): string {
  const key = url.replace(/^\/media\//, '');
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `/media/${key}?exp=${expires}&sig=${signature(secret, key, expires)}`;
}

export function hasValidSignature(secret: Buffer, key: string, query: { exp?: string; sig?: string }, now = Date.now()): boolean {
  const expires = Number(query.exp);
  if (!Number.isInteger(expires) || expires < now / 1000 || typeof query.sig !== 'string') return false;
  const expected = Buffer.from(signature(secret, key, expires));
  const given = Buffer.from(query.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
