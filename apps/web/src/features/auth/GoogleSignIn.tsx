import { useEffect, useRef, useState } from 'react';
import { Box, Text } from '@mantine/core';
import { accountMessages, endpoints } from '@cp/contract';
import { notify } from '@cp/ui';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { loadRules } from './load-rules';

interface GoogleCredential {
  credential: string;
}
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: GoogleCredential) => void; ux_mode?: 'popup' }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';
let loading: Promise<void> | null = null;

/** Loads Google Identity Services once (the CSP allows it only when a client id is configured). */
function loadGoogleScript(): Promise<void> {
  if (window.google?.accounts) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The `sub` and `email` claims of the ID token (the server verifies the token itself). */
function claims(idToken: string): { sub?: string; email?: string } {
  try {
    const part = idToken.split('.')[1] ?? '';
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string; email?: string };
  } catch {
    return {};
  }
}

/**
 * Google's own button; its ID token goes to `POST /auth/login/google`, which verifies it against
 * GOOGLE_CLIENT_ID. Rendered only when the server publishes a client id. With `onConfirm` (mode
 * 'confirm'), a signed-in user proves it is them and the token goes to the caller instead.
 */
export function GoogleSignIn({ clientId, mode, onConfirm }: { clientId: string; mode: 'signin' | 'signup' | 'confirm'; onConfirm?: (idToken: string) => void }) {
  const holder = useRef<HTMLDivElement>(null);
  const { login } = useSession();
  const [failed, setFailed] = useState(false);
  // The latest callback, without re-rendering Google's button whenever the parent renders.
  const confirm = useRef(onConfirm);
  useEffect(() => {
    confirm.current = onConfirm;
  });

  useEffect(() => {
    let live = true;
    const onCredential = async ({ credential }: GoogleCredential) => {
      const { sub, email } = claims(credential);
      if (!sub) return notify.error(accountMessages.googleFailed);
      if (confirm.current) return confirm.current(credential);
      const res = await call(endpoints.loginGoogle, { body: { username: email, googleId: sub, tokenId: credential } });
      const { sessionUserSchema } = await loadRules();
      const user = res.status ? sessionUserSchema.safeParse(res.data) : null;
      if (!user?.success) return notify.error(res.message);
      await login(user.data);
    };
    loadGoogleScript()
      .then(() => {
        if (!live || !holder.current || !window.google) return;
        window.google.accounts.id.initialize({ client_id: clientId, callback: (r) => void onCredential(r), ux_mode: 'popup' });
        window.google.accounts.id.renderButton(holder.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: mode === 'signup' ? 'signup_with' : mode === 'confirm' ? 'continue_with' : 'signin_with',
          width: Math.min(380, holder.current.clientWidth || 320),
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [clientId, mode, login]);

  if (failed) {
    return (
      <Text fz="sm" c="dimmed" ta="center">
        Google sign-in is not reachable right now.
      </Text>
    );
  }
  return <Box ref={holder} mih={44} style={{ display: 'flex', justifyContent: 'center' }} aria-label={mode === 'signup' ? 'Sign up with Google' : mode === 'confirm' ? 'Confirm with Google' : 'Sign in with Google'} role="group" />;
}
