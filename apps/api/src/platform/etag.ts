import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { preparedStatement, type Db, type DbOrTx } from '@cp/db';
import { keepJson, sendKeptJson, type KeptJson } from './compression';

/** Content that changes only when an administrator (or the catalogue seed) changes it. */
export type VersionedContent = 'catalogue' | 'statics';

/**
 * How long a process trusts the version it read. A change made through this process is seen at
 * once (`forgetVersion`); one made through another API node within this time.
 */
export const VERSION_TTL_MS = 5_000;

const known = new WeakMap<Db, Map<VersionedContent, { version: number; readAt: number }>>();
const READ_VERSION = preparedStatement<{ name: VersionedContent }>((v) => sql`SELECT version FROM content_versions WHERE name = ${v.name}`);

/** The version this process trusts (read at most every `VERSION_TTL_MS`), or, when `fresh`, the one committed now. */
async function currentVersion(db: Db, name: VersionedContent, fresh = false): Promise<number> {
  const cache = known.get(db) ?? new Map();
  known.set(db, cache);
  const hit = cache.get(name);
  if (!fresh && hit && Date.now() - hit.readAt < VERSION_TTL_MS) return hit.version;
  const [row] = await READ_VERSION.run<{ version: number }>(db, { name });
  const version = row?.version ?? 0;
  cache.set(name, { version, readAt: Date.now() });
  return version;
}

/** Raises the version; call it in the transaction that changes the content, then `forgetVersion` after it. */
export async function bumpVersion(db: DbOrTx, name: VersionedContent) {
  await db.execute(sql`INSERT INTO content_versions (name, version) VALUES (${name}, 1) ON CONFLICT (name) DO UPDATE SET version = content_versions.version + 1`);
}

/** Makes this process read the version again on the next request (after a change is committed). */
export function forgetVersion(db: Db, name: VersionedContent) {
  known.get(db)?.delete(name);
}

type Kept = LRUCache<string, { version: number; value: unknown }>;
/** Answers kept per process, each for the version it was produced at, least recently used out first. */
const ANSWER_LIMIT = 200;
/** A few dozen URLs and values of the catalogue and statics; apart from the lists, whose searches are many. */
const answers = new WeakMap<Db, Kept>();
/** The back-office's FAQ and legal lists, one per search and page asked (`sendKeptList`). */
const lists = new WeakMap<Db, Kept>();

/**
 * The answer to `url` at `version`, produced once per process and version. Content is changed only
 * in a transaction that raises the version, so what `produce` reads is at least as new as the
 * version read before it, and a newer version misses.
 */
async function remembered<T>(db: Db, name: VersionedContent, version: number, url: string, produce: () => Promise<T>, kept = answers): Promise<T> {
  const cache = kept.get(db) ?? new LRUCache({ max: ANSWER_LIMIT });
  kept.set(db, cache);
  const key = `${name} ${url}`;
  const hit = cache.get(key);
  if (hit?.version === version) return hit.value as T;
  const value = await produce();
  cache.set(key, { version, value });
  return value;
}

/**
 * A value derived from versioned content (say, every minigame by id), produced once per process and
 * version like a cached answer, and seen as new as the version is (`VERSION_TTL_MS`).
 */
export async function versionedValue<T>(db: Db, name: VersionedContent, key: string, produce: () => Promise<T>): Promise<T> {
  return remembered(db, name, await currentVersion(db, name), key, produce);
}

/**
 * Answers a GET of versioned content with an ETag and `Cache-Control: <scope>, no-cache` (the
 * browser asks every time and gets 304 when nothing changed); `private` when the call needs a
 * session. A matching `If-None-Match` is answered 304 before `produce` reads anything; otherwise
 * the answer is produced once per version and URL, so `produce` must depend on nothing else (not
 * on the caller), and kept as sent: checked against the route's schema and serialised once,
 * compressed once per encoding.
 */
export async function withEtag<T>(db: Db, request: FastifyRequest, reply: FastifyReply, name: VersionedContent, scope: 'public' | 'private', produce: () => Promise<T>) {
  const version = await currentVersion(db, name);
  const tag = `"${name}-${version}"`;
  reply.header('ETag', tag).header('Cache-Control', `${scope}, no-cache`);
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((t) => t.trim().replace(/^W\//, '') === tag)) {
    return reply.code(304).send();
  }
  return sendKeptJson(request, reply, await remembered(db, name, version, request.url, keptAnswer(reply, produce)));
}

/**
 * A back-office list of versioned content (a POST whose body holds the search and the page, so no
 * ETag), kept as sent per version and body like `withEtag`'s answers. The version is read on every
 * request instead of trusted for `VERSION_TTL_MS`: an administrator who saved a change through one
 * API node may reload the list through another, and must see it.
 */
export async function sendKeptList<T>(db: Db, request: FastifyRequest, reply: FastifyReply, name: VersionedContent, produce: () => Promise<T>) {
  const version = await currentVersion(db, name, true);
  return sendKeptJson(request, reply, await remembered(db, name, version, `${request.url} ${JSON.stringify(request.body)}`, keptAnswer(reply, produce), lists));
}

/** `produce`'s answer checked against the route's schema and serialised, to be kept and sent as it is. */
const keptAnswer = <T>(reply: FastifyReply, produce: () => Promise<T>) => async (): Promise<KeptJson> => keepJson(reply.serialize(await produce()) as string);
