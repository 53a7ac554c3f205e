import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { messages } from '@cp/contract';
import type { Config } from './config';
import { failure } from './errors';

/**
 * Whether the request resolved to an API route. Decided on the route, not on the raw URL: the router
 * also serves `//api/v1/…` and `/api/v1//…`, which a prefix test on the URL would let through
 * unthrottled.
 */
const isApiRoute = (request: FastifyRequest) => (request.routeOptions.url ?? '').startsWith('/api/');

/**
 * Security headers. Pages get helmet's: a CSP with no inline script, nosniff, and no framing by other
 * sites (its middleware is built once here; the Fastify plugin built it again for every request, 5 µs
 * each). API answers get `API_HEADERS`.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const videoOrigin = new URL(config.landingVideoUrl).origin;
  // Google Identity Services (sign-in button), only when GOOGLE_CLIENT_ID is set.
  const gsi = config.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  const hsts = config.publicOrigin.startsWith('https:');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...gsi.map((g) => `${g}client`)],
        // Mantine sets CSS variables and positions through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'", ...gsi.map((g) => `${g}style`)],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...gsi],
        frameSrc: ["'self'", videoOrigin, ...gsi],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup reports back to this window.
    crossOriginOpenerPolicy: { policy: config.googleClientId ? 'same-origin-allow-popups' : 'same-origin' },
    strictTransportSecurity: hsts,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiRoute(request)) return setHeaders(request.raw, reply.raw, () => done());
    const res = reply.raw;
    for (const [name, value] of API_HEADERS) res.setHeader(name, value);
    // Helmet's own value.
    if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    done();
  });
}

/**
 * An API answer (JSON, or a CSV export) is never a page that runs script or frames anything, so
 * it gets what such an answer needs (OWASP REST Security): nosniff, not readable by other sites, and
 * a policy that allows nothing and no framing, in case it is opened as a document. The page headers
 * (Referrer-Policy, COOP, X-Frame-Options …) were 600 of the 860 bytes of header a small answer
 * carried.
 */
const API_HEADERS: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
];

/**
 * The client address; a request whose socket already closed (the browser navigated away) has none,
 * and the limiter's default would throw on it, logging a 500 for a request nobody waits for.
 */
export const rateLimitKey = (request: { ip?: string; socket?: { remoteAddress?: string } }) => request.ip ?? request.socket?.remoteAddress ?? 'gone';

/** Per-IP limits: in memory by default, shared through Redis when `REDIS_URL` is set. */
export async function registerRateLimit(app: FastifyInstance, config: Config, redis: Redis | null) {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.window,
    redis: redis ?? undefined,
    nameSpace: 'cp-rl-',
    skipOnError: true,
    allowList: (request) => !isApiRoute(request),
    keyGenerator: rateLimitKey,
    // The limits are told on a 429 (with Retry-After), not on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, ...failure(`${messages.tooManyRequests} (retry in ${context.after})`) }),
  });
}

/** Connected before the first request; later outages let requests through (skipOnError) rather than fail them. */
export async function connectRedis(url: string) {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  await redis.connect();
  return redis;
}
