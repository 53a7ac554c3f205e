import { OAuth2Client, type TokenPayload } from 'google-auth-library';
import type { AppContext } from '../../platform/context';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  /** When Google issued the token (seconds since the epoch). */
  issuedAt: number;
}

export interface GoogleVerifier {
  /** Checks signature, audience (our client id), issuer and expiry; throws when any fails. */
  verify(idToken: string): Promise<GoogleIdentity>;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

function identity(payload: TokenPayload | undefined): GoogleIdentity {
  if (!payload?.sub || !payload.email) throw new Error('The Google token has no subject or e-mail');
  return { sub: payload.sub, email: payload.email, emailVerified: payload.email_verified === true, name: payload.name ?? null, issuedAt: payload.iat };
}

/**
 * Verifies Google ID tokens with google-auth-library. Google's signing certificates are fetched
 * (and cached by the library) unless `certs` is given: a map of key id → PEM certificate, which the
 * tests use so that no call leaves the machine.
 */
export function createGoogleVerifier(clientId: string, certs?: Record<string, string>): GoogleVerifier {
  const client = new OAuth2Client({ clientId });
  return {
    async verify(idToken) {
      const ticket = certs
        ? await client.verifySignedJwtWithCertsAsync(idToken, certs, clientId, ISSUERS)
        : await client.verifyIdToken({ idToken, audience: clientId });
      return identity(ticket.getPayload());
    },
  };
}

const verifiers = new WeakMap<object, GoogleVerifier>();

/** The verifier for this product instance, or null when `GOOGLE_CLIENT_ID` is unset. */
export function googleVerifierFor(ctx: AppContext): GoogleVerifier | null {
  const clientId = ctx.config.googleClientId;
  if (!clientId) return null;
  let verifier = verifiers.get(ctx.config);
  if (!verifier) verifiers.set(ctx.config, (verifier = createGoogleVerifier(clientId)));
  return verifier;
}

/** Makes this product instance trust exactly these certificates (tests sign tokens locally). */
export function useGoogleCertificates(ctx: AppContext, certs: Record<string, string>) {
  if (!ctx.config.googleClientId) throw new Error('GOOGLE_CLIENT_ID is not set');
  verifiers.set(ctx.config, createGoogleVerifier(ctx.config.googleClientId, certs));
}
