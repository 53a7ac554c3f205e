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
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(8 * 1024 * 1024),
  GOOGLE_CLIENT_ID: z.string().optional(),
  LANDING_VIDEO_URL: z.string().url().default('https://www.youtube-nocookie.com/embed/5MgBikgcWnY'),
  GAME_APP_URL: z.string().url().default('https://play.contentplus.example.org'),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: bool.default(false),
  JOBS: bool.default(true),
});

export type Config = ReturnType<typeof loadConfig>;

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
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    rateLimit: { max: e.RATE_LIMIT_MAX, window: e.RATE_LIMIT_WINDOW },
    bodyLimit: e.BODY_LIMIT_BYTES,
    googleClientId: e.GOOGLE_CLIENT_ID || null,
    landingVideoUrl: e.LANDING_VIDEO_URL,
    gameAppUrl: e.GAME_APP_URL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    adminDist: path.resolve(e.ADMIN_DIST ?? path.join(root, 'apps/admin/dist')),
    logLevel: e.LOG_LEVEL,
    /** Only behind a proxy that sets X-Forwarded-For: otherwise clients could choose their own IP for the throttles. */
    trustProxy: e.TRUST_PROXY,
    jobs: e.JOBS,
  };
}
