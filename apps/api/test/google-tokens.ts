import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { useGoogleCertificates } from '../src/modules/auth/google';
import type { TestApp } from './helpers';

export const GOOGLE_CLIENT_ID = 'content-plus-test.apps.googleusercontent.com';
export const trustedGoogleKey = generateKeyPairSync('rsa', { modulusLength: 2048 });

export const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 ID token as Google would issue it, signed with a key of ours. */
export function idToken(claims: Record<string, unknown>, key: KeyObject = trustedGoogleKey.privateKey, kid = 'test-key') {
  const now = Math.floor(Date.now() / 1000);
  const header = b64({ alg: 'RS256', typ: 'JWT', kid });
  const payload = b64({ iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID, iat: now, exp: now + 3600, email_verified: true, ...claims });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The server trusts only our test key: no request to Google's certificate endpoint is made. */
export function trustTestGoogleKey(t: TestApp) {
  useGoogleCertificates(t.ctx, { 'test-key': trustedGoogleKey.publicKey.export({ type: 'spki', format: 'pem' }).toString() });
}
