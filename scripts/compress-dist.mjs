// Writes brotli (.br) and gzip (.gz) copies of a built app's text assets, once at build time, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
// Usage: node scripts/compress-dist.mjs <dist directory>
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

const dist = path.resolve(process.argv[2] ?? 'dist');
let files = 0;
let before = 0;
let afterBr = 0;
for (const entry of await fs.readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const raw = await fs.readFile(file);
  if (raw.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
  files += 1;
  before += raw.length;
  afterBr += Math.min(br.length, raw.length);
}
console.log(`compressed ${files} files in ${path.relative(process.cwd(), dist) || dist}: ${(before / 1024).toFixed(0)} KiB → ${(afterBr / 1024).toFixed(0)} KiB (brotli)`);
