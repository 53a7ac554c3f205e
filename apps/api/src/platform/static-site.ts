import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { failure, sendRouteNotFound } from './errors';
import { hasValidSignature, isPrivateMediaKey } from './private-media';
import { isSafeKey } from './storage';

/** `/media/<key>` from storage, never sniffed, cached for good (names are random). */
export function registerMedia(app: FastifyInstance, ctx: AppContext) {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const restricted = isPrivateMediaKey(key);
    // A private file without a valid signature looks exactly like a missing one.
    const allowed = !restricted || hasValidSignature(ctx.secrets.mediaSigning, key, request.query as { exp?: string; sig?: string });
    const object = allowed && isSafeKey(key) ? await ctx.storage.get(key) : null;
    if (!object) return reply.code(404).send(failure('File not found.'));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', restricted ? 'private, no-store' : 'public, max-age=31536000, immutable');
    reply.header('Content-Disposition', 'inline');
    reply.type(object.contentType);
    if (object.size !== undefined) reply.header('Content-Length', object.size);
    return reply.send(object.body);
  });
}

/**
 * Headers that only mean something on a document (helmet sets them on every response). A hashed
 * script, style sheet or font is never a document, so it keeps just nosniff and
 * Cross-Origin-Resource-Policy: on the first visit a page fetches 20–80 such files, and these
 * headers were 600 of the 990 bytes each one cost over HTTP/1.1 (docs/performance.md).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Serves a built single-page app; unknown non-API paths get its index.html (the app shows 404). */
export async function registerSinglePageApp(app: FastifyInstance, distDir: string) {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      // One route per built file, listed once at start-up: any other path is unknown without a look
      // at the disk, and goes to the not-found handler below. A wildcard route looked each path up,
      // and one too long for a file name answered 403 "Forbidden" (the plugin cannot verify it).
      wildcard: false,
      // The .br and .gz copies are found beside their file, by the request's Accept-Encoding.
      globIgnore: ['**/*.br', '**/*.gz'],
      // The build writes .br and .gz beside each text asset (scripts/compress-dist.mjs).
      preCompressed: true,
      // ETags revalidate; nobody fetches part of a script.
      lastModified: false,
      acceptRanges: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Helmet wrote its headers on the raw response when the request came in.
        if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/media/');
    if (!isApi && built && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendRouteNotFound(request, reply);
  });
}
