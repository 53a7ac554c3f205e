import sharp from 'sharp';

/** A real JPEG carrying EXIF with a GPS position, as a phone camera would write it. */
export function jpegWithGps(width = 640, height = 360) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 120 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' },
    })
    .toBuffer();
}

export function png(width = 64, height = 64) {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();
}

/** A JPEG of random noise: incompressible, so its size is predictable and large. */
export async function bigJpeg(minBytes: number) {
  let side = Math.ceil(Math.sqrt(minBytes / 1.5));
  for (;;) {
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    if (jpeg.length > minBytes) return jpeg;
    side = Math.ceil(side * 1.3);
  }
}

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
