import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers above 1 KB (JSON, CSV) compressed when the client accepts it: brotli at a light quality
 * (4, a fraction of a millisecond for a page of JSON) or gzip. The built apps' assets are already
 * compressed at build time and pass through as they are; images are not compressible and are left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
