import type { FastifyRequest } from 'fastify';
import { IMAGE_LIMITS, messages, type ImageLimit } from '@cp/contract';
import { badRequest, tooLarge } from './errors';

/**
 * Reads one image from a request, either a multipart file part named `field` or a data URL in the
 * JSON body's `field`. Returns bytes or the data URL for `normaliseJpeg`.
 */
export async function readImageInput(request: FastifyRequest, field: string, limit: ImageLimit = 'standard'): Promise<Buffer | string> {
  const { maxBytes, tooLarge: tooLargeMessage } = IMAGE_LIMITS[limit];
  if (request.isMultipart()) {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== field) continue;
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeMessage);
        throw err;
      });
      if (part.file.truncated) throw tooLarge(tooLargeMessage);
      return bytes;
    }
    throw badRequest(`${field}: ${messages.imageFormat}`);
  }
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  if (typeof value !== 'string' || value.length === 0) throw badRequest(`${field}: ${messages.imageFormat}`);
  return value;
}
