import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers up to this size are compressed in one call on the event loop (brotli at quality 4: about
 * 0.06 ms for 14 KB of JSON, 0.3 ms for a large subject's 138 KB of chapters). Larger ones, and
 * streams (CSV downloads), go through a zlib stream on libuv's threadpool. The plugin's default for
 * two cores is 8 KB, which sent most pages through a stream: its set-up, the hand-offs to the
 * threadpool and the chunked answer cost more than the compression, and halved what the API served
 * to a browser (docs/performance.md, stop 62).
 */
const SYNC_LIMIT = 256 * 1024;

/**
 * Answers above 1 KB (JSON, CSV) compressed when the client accepts it: brotli at a light quality
 * (4) or gzip. The built apps' assets are already compressed at build time and pass through as they
 * are; images are not compressible and are left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: SYNC_LIMIT,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
