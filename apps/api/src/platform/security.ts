import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { messages } from '@cp/contract';
import type { Config } from './config';
import { failure } from './errors';

/** Security headers: a CSP with no inline script, nosniff, and no framing by other sites. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const videoOrigin = new URL(config.landingVideoUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and positions through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", videoOrigin],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicOrigin.startsWith('https:'),
  });
}

let sharedRedis: Redis | undefined;

/** Per-IP limits: in memory by default, shared through Redis when `REDIS_URL` is set. */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  if (config.redisUrl && !sharedRedis) {
    sharedRedis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.window,
    redis: config.redisUrl ? sharedRedis : undefined,
    nameSpace: 'cp-rl-',
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, ...failure(`${messages.tooManyRequests} (retry in ${context.after})`) }),
  });
}

export async function closeRateLimitStore() {
  await sharedRedis?.quit().catch(() => undefined);
  sharedRedis = undefined;
}
