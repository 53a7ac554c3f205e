import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest();
