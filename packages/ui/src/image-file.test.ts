import { describe, expect, it } from 'vitest';
import { messages } from '@cp/contract';
import { checkJpegFile, dataUrlBytes, fitWithin, hasJpegSignature } from './image-file';

const jpegHead = [0xff, 0xd8, 0xff, 0xe0];

describe('checkJpegFile', () => {
  it('accepts a small JPEG', async () => {
    expect(await checkJpegFile(new Blob([new Uint8Array([...jpegHead, 1, 2, 3])], { type: 'image/jpeg' }))).toBeNull();
  });

  it('refuses other types, and a .jpg that is not one inside', async () => {
    expect(await checkJpegFile(new Blob([new Uint8Array(jpegHead)], { type: 'image/png' }))).toBe(messages.imageFormat);
    expect(await checkJpegFile(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/jpeg' }))).toBe(messages.imageFormat);
  });

  it('refuses files over the limit with the limit’s message', async () => {
    const big = new Blob([new Uint8Array(jpegHead), new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' });
    expect(await checkJpegFile(big)).toBe(messages.imageTooLarge2MB);
    expect(await checkJpegFile(big, 'content')).toBeNull();
  });
});

describe('helpers', () => {
  it('reads the JPEG signature', () => {
    expect(hasJpegSignature(new Uint8Array(jpegHead))).toBe(true);
    expect(hasJpegSignature(new Uint8Array([0xff, 0xd8]))).toBe(false);
  });

  it('counts the bytes of a data URL', () => {
    const bytes = Buffer.from('hello world!!');
    expect(dataUrlBytes(`data:image/jpeg;base64,${bytes.toString('base64')}`)).toBe(bytes.length);
    expect(dataUrlBytes(`data:image/jpeg;base64,${Buffer.from('ab').toString('base64')}`)).toBe(2);
  });

  it('scales down to the longest side but never up', () => {
    expect(fitWithin(4000, 2250, 1600)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(300, 300, 1600)).toEqual({ width: 300, height: 300 });
  });
});
