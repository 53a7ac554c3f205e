import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Db, DatabaseHandle } from '@cp/db';
import type { Config } from './config';
import type { Jobs } from './jobs';
import type { Mailer, MailMessage } from './mail';
import type { SessionCache } from './session-cache';
import type { Storage } from './storage';

/** Everything a service needs, built once per process and shared by both HTTP listeners. */
export interface AppContext {
  config: Config;
  db: Db;
  database: DatabaseHandle;
  storage: Storage;
  mailer: Mailer;
  jobs: Jobs | null;
  /** Shared store for rate-limit counters when REDIS_URL is set. */
  redis: Redis | null;
  log: Logger;
  /** Sessions resolved lately, dropped when a change to them is announced (see session-cache.ts). */
  sessions: SessionCache;
  /** Keys shared by every API process (see platform/private-media.ts). */
  secrets: { mediaSigning: Buffer };
}

/**
 * Queues a mail through pg-boss; without a job runner (some tests) it is sent directly. Account
 * mail (verification, reset) goes ahead of `bulk` mail (invitations), so a burst of one never
 * delays the other.
 */
export async function sendMail(ctx: AppContext, message: MailMessage, options: { bulk?: boolean } = {}) {
  if (ctx.jobs) await ctx.jobs.sendMail(message, options.bulk ? 'bulk' : 'account');
  else await ctx.mailer.send(message);
}
