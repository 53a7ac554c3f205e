import { IMAGE_LIMITS, messages, type ImageLimit } from '@cp/contract';

/** The JPEG signature: FF D8 FF. */
export function hasJpegSignature(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * Checks a chosen file before it is read: JPEG by type and by content, within the limit.
 * Returns the spec's message for the first problem, or null when the file is acceptable.
 */
export async function checkJpegFile(file: Blob, limit: ImageLimit = 'standard'): Promise<string | null> {
  if (!/^image\/(jpeg|pjpeg)$/i.test(file.type)) return messages.imageFormat;
  if (file.size > IMAGE_LIMITS[limit].maxBytes) return IMAGE_LIMITS[limit].tooLarge;
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return hasJpegSignature(head) ? null : messages.imageFormat;
}

export { dataUrlBytes } from '@cp/contract';

/** Scales `width × height` down (never up) so that the longer side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
