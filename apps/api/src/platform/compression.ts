import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { append } from 'vary';

/**
 * Answers up to this size are compressed in one call on the event loop (brotli at quality 4: about
 * 0.06 ms for 14 KB of JSON, 0.3 ms for a large subject's 138 KB of chapters). Larger ones, and
 * streams (CSV downloads), go through a zlib stream on libuv's threadpool. The plugin's default for
 * two cores is 8 KB, which sent most pages through a stream: its set-up, the hand-offs to the
 * threadpool and the chunked answer cost more than the compression, and halved what the API served
 * to a browser (docs/performance.md, stop 62).
 */
const SYNC_LIMIT = 256 * 1024;
/** Smaller answers go as they are: compressing them saves less than it costs. */
const THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

/**
 * Answers above 1 KB (JSON, CSV) compressed when the client accepts it: brotli at a light quality
 * (4) or gzip. The built apps' assets are already compressed at build time and pass through as they
 * are; images are not compressible and are left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD,
    syncThreshold: SYNC_LIMIT,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

/** A JSON answer that is the same for every caller, serialised once and compressed once per encoding. */
export interface KeptJson {
  text: string;
  /** Above the plugin's threshold, measured once when kept. */
  compressible: boolean;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Keeps a serialised answer for `sendKeptJson`. */
export const keepJson = (text: string): KeptJson => ({ text, compressible: Buffer.byteLength(text) >= THRESHOLD, encoded: {} });

/** The encoding @fastify/compress would choose for this request (`*` and `x-gzip` read as gzip). */
function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  return header ? negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]) : null;
}

/**
 * Sends a kept answer as the compression plugin would have sent it (same encodings, settings and
 * headers), compressing it only the first time each encoding is asked for. The plugin leaves an
 * answer that already has a Content-Encoding alone.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson) {
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (!encoding || !kept.compressible) return reply.send(kept.text);
  const bytes = (kept.encoded[encoding] ??= encoding === 'br' ? zlib.brotliCompressSync(kept.text, BROTLI_OPTIONS) : zlib.gzipSync(kept.text, GZIP_OPTIONS));
  const vary = reply.getHeader('Vary');
  reply.header('Vary', append(Array.isArray(vary) ? vary.join(', ') : String(vary ?? ''), 'accept-encoding'));
  return reply.header('Content-Encoding', encoding).send(bytes);
}
