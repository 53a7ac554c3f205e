import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  ADMIN_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  PUBLIC_ORIGIN: z.string().url().optional(),
  ADMIN_ORIGIN: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Content+ <no-reply@contentplus.local>'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(90),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(30),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(8 * 1024 * 1024),
  GOOGLE_CLIENT_ID: z.string().optional(),
  LANDING_VIDEO_URL: z.string().url().default('https://www.youtube-nocookie.com/embed/5MgBikgcWnY'),
  GAME_APP_URL: z.string().url().default('https://play.contentplus.example.org'),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.string().trim().default('false'),
  JOBS: bool.default(true),
});

export type Config = ReturnType<typeof loadConfig>;

const ADDRESS_OR_RANGE = /^(?:[0-9.]+|[0-9a-f:]+)(?:\/\d{1,3})?$/i;

/**
 * `TRUST_PROXY`: `false` (default: the socket's address), a hop count (`1` = one proxy of ours in
 * front, its entry in X-Forwarded-For is believed and anything a client put before it is not), a
 * comma-separated list of proxy addresses or CIDR ranges, or `true` (believe the left-most entry:
 * only behind a proxy that overwrites the header).
 */
export function parseTrustProxy(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    // proxy-addr walks from the socket back through X-Forwarded-For: trust the first `hops` of them.
    return (_address, hop) => hop < hops;
  }
  const list = v.split(',').map((p) => p.trim()).filter(Boolean);
  const bad = list.filter((p) => !ADDRESS_OR_RANGE.test(p) && !['loopback', 'linklocal', 'uniquelocal'].includes(p));
  if (list.length === 0 || bad.length) throw new Error(`Invalid configuration: TRUST_PROXY must be false, true, a hop count or a list of addresses (not ${bad.join(', ') || value})`);
  return list.join(',');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const root = path.resolve(import.meta.dirname, '../../../..');
  return {
    host: e.HOST,
    port: e.PORT,
    adminPort: e.ADMIN_PORT,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    adminOrigin: e.ADMIN_ORIGIN ?? `http://localhost:${e.ADMIN_PORT}`,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dbPoolSize: e.DB_POOL_SIZE,
    redisUrl: e.REDIS_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    /** A login ends this long after it started … */
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    /** … or this long after its last request, whichever comes first. */
    sessionIdleMs: e.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
    /** How long a process keeps a resolved session (platform/session-cache.ts); 0 looks it up on every request. */
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    rateLimit: { max: e.RATE_LIMIT_MAX, window: e.RATE_LIMIT_WINDOW },
    bodyLimit: e.BODY_LIMIT_BYTES,
    googleClientId: e.GOOGLE_CLIENT_ID || null,
    landingVideoUrl: e.LANDING_VIDEO_URL,
    gameAppUrl: e.GAME_APP_URL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    adminDist: path.resolve(e.ADMIN_DIST ?? path.join(root, 'apps/admin/dist')),
    logLevel: e.LOG_LEVEL,
    /** Which X-Forwarded-For hops to believe for the client address (the throttles key on it). */
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    jobs: e.JOBS,
  };
}
