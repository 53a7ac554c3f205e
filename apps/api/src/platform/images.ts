import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { IMAGE_LIMITS, messages, type ImageLimit } from '@cp/contract';
import { badRequest, tooLarge } from './errors';
import { mediaUrl, type Storage } from './storage';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,/i;
/** Refused from the header, before any decoding: a small file can declare a huge canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored images are at most this wide or high; JPEGs are then decoded at a fraction of their size. */
const MAX_EDGE = 2560;

// One decode per core at a time, each on one libvips thread: memory stays bounded under any burst.
sharp.concurrency(1);
const decodeSlots = pLimit(Math.max(1, os.availableParallelism()));

/** Decodes a `data:` URL; anything that is not a base64 JPEG data URL is the wrong format. */
export function decodeDataUrl(value: string): Buffer {
  const match = DATA_URL.exec(value);
  if (!match || !/^image\/(jpeg|jpg|pjpeg)$/i.test(match[1] ?? '')) throw badRequest(messages.imageFormat);
  return Buffer.from(value.slice(match[0].length), 'base64');
}

const isJpegSignature = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * The one way images enter the product: checks the bytes are a JPEG that decodes completely and
 * fits the limit, then re-encodes it, which drops all metadata (EXIF, GPS, comments).
 */
export async function normaliseJpeg(input: Buffer | string, limit: ImageLimit = 'standard'): Promise<Buffer> {
  const bytes = typeof input === 'string' ? decodeDataUrl(input) : input;
  const { maxBytes, tooLarge: tooLargeMessage } = IMAGE_LIMITS[limit];
  if (bytes.length > maxBytes) throw tooLarge(tooLargeMessage);
  if (!isJpegSignature(bytes)) throw badRequest(messages.imageFormat);
  return decodeSlots(async () => {
    try {
      const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS });
      const meta = await image.metadata();
      if (meta.format !== 'jpeg') throw badRequest(messages.imageFormat);
      return await image
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer();
    } catch (err) {
      if (err instanceof Error && 'statusCode' in err) throw err;
      if (err instanceof Error && /pixel limit/i.test(err.message)) throw badRequest(messages.imageTooManyPixels);
      throw badRequest(messages.imageDamaged);
    }
  });
}

/** Normalises and stores an image under a random name; returns its `/media/...` URL. */
export async function storeJpeg(storage: Storage, input: Buffer | string, folder: string, limit: ImageLimit = 'standard') {
  const jpeg = await normaliseJpeg(input, limit);
  const key = `${folder}/${randomUUID()}.jpg`;
  await storage.put(key, jpeg, 'image/jpeg');
  return mediaUrl(key);
}
