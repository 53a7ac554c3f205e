import { createContext, use, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { messages } from '@cp/contract';
import type { ApiClientOptions } from './api-client';
import { navigateTo } from './navigation';
import { createSessionStore, type SessionStore } from './session-store';
import { notify } from './toast';

export interface SessionContextValue<T> {
  user: T | null;
  login(user: T): Promise<void>;
  /** Ends the session on the server (failure ignored), clears it here, then calls `onLoggedOut`. */
  logout(): Promise<void>;
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Called by logout() after the session is cleared (navigate somewhere). */
  onLoggedOut: () => void;
  /** Ends the session on the server; failures are ignored. */
  endServerSession: () => Promise<unknown>;
}

/** A session the API client can send: whatever else it holds, it has the token. */
export type Session = { token: string };

export interface SessionKit<T extends Session> {
  SessionProvider: (props: SessionProviderProps) => ReactNode;
  useSession: () => SessionContextValue<T>;
  /** The current session outside React (the API client reads the token here). */
  getSession: () => T | null;
  saveSession: (value: T) => Promise<void>;
  clearSession: () => Promise<void>;
  /**
   * A call found the session gone on the server (401): clears it here and resolves true, once per
   * session, for the caller to say why and leave the page. Resolves false when an earlier call or a
   * logout already cleared it, so several calls refused together navigate once.
   */
  loseSession: () => Promise<boolean>;
  /**
   * Runs `change`, which ends this session on the server: a logout, or opening a verification link,
   * which answers with a new session for `change` to save. Meanwhile `sessionSettled` waits for it,
   * so a call refused for the old token is sent again with the new one, or dropped after a logout,
   * instead of saying the session ended.
   */
  changeSession: <R>(change: () => Promise<R>) => Promise<R>;
  /**
   * Resolves once no `changeSession` is under way: the API client's `sessionSettled`,
   * awaited before a refusal (401) is taken to mean the session was lost.
   */
  sessionSettled: () => Promise<void>;
  /**
   * The session's side of the API client's options, for `createApiClient({ ...clientSession, … })`:
   * the token sent; `onLostSession`, which is `loseSession` and then, when it ended the session, says
   * so ('Your session has ended, please log in again.') and goes to the root, where the guards take
   * over; and `sessionSettled`.
   */
  clientSession: Pick<ApiClientOptions, 'getToken' | 'onLostSession' | 'sessionSettled'>;
  /** The current session's token, or null when logged out. */
  getToken: () => string | null;
  loadSession: () => Promise<T | null>;
  /**
   * Starts reading the stored session once (the provider waits for this same read): called before
   * the first render, the decryption and the check run while React draws the loader.
   */
  startLoading: () => Promise<T | null>;
}

export interface SessionKitOptions<T extends Session> {
  /** localStorage name, e.g. `cp.session` or `cp.admin.session`. */
  name: string;
  /** Returns the value when it has the expected shape, otherwise null (the stored copy is then cleared). */
  validate: (value: unknown) => T | null;
  store?: SessionStore<unknown>;
}

/**
 * A session kept in the encrypted store, mirrored in memory so code outside React (the API
 * client) can read it, and exposed to components through a context. The provider shows a centred
 * loader until the stored session has been read, so the first render already knows the user.
 */
export function createSessionKit<T extends Session>({ name, validate, store: givenStore }: SessionKitOptions<T>): SessionKit<T> {
  let store: SessionStore<unknown> | null = givenStore ?? null;
  const getStore = () => (store ??= createSessionStore<unknown>(name));

  let current: T | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getSession = () => current;
  const getToken = () => current?.token ?? null;

  const loadSession = async () => {
    const stored = await getStore().load();
    const valid = stored === null ? null : validate(stored);
    if (stored !== null && valid === null) await getStore().clear();
    current = valid;
    emit();
    return current;
  };
  let firstLoad: Promise<T | null> | undefined;
  const startLoading = () => (firstLoad ??= loadSession().catch(() => null));
  const saveSession = async (value: T) => {
    // Persist first, so that whatever the new session triggers (guards navigating) finds it stored.
    // Where the browser cannot store it, the session still lasts for this tab.
    await getStore()
      .save(value)
      .catch(() => undefined);
    current = value;
    emit();
  };
  const clearSession = async () => {
    current = null;
    emit();
    await getStore().clear();
  };

  // Logouts and replacements under way: the session is ending here, so a refusal says nothing new.
  const changing = new Set<Promise<void>>();
  const changeSession = <R,>(change: () => Promise<R>): Promise<R> => {
    const run = change();
    const settled: Promise<void> = run.then(
      () => undefined,
      () => undefined,
    );
    changing.add(settled);
    void settled.then(() => changing.delete(settled));
    return run;
  };
  const sessionSettled = async () => {
    while (changing.size) await Promise.all(changing);
  };
  const loseSession = async () => {
    if (current === null) return false;
    await clearSession().catch(() => undefined);
    return true;
  };
  const onLostSession = () => {
    void loseSession().then((lost) => {
      if (!lost) return;
      notify.info(messages.sessionEnded, { toastId: 'session-ended' });
      navigateTo('/', { replace: true });
    });
  };

  const Context = createContext<SessionContextValue<T> | null>(null);

  function SessionProvider({ children, onLoggedOut, endServerSession }: SessionProviderProps) {
    const [loaded, setLoaded] = useState(false);
    const user = useSyncExternalStore(subscribe, getSession);

    useEffect(() => {
      let live = true;
      void startLoading().finally(() => {
        if (live) setLoaded(true);
      });
      return () => {
        live = false;
      };
    }, []);

    const login = useCallback((next: T) => saveSession(next), []);
    const logout = useCallback(async () => {
      await changeSession(async () => {
        if (current !== null) await endServerSession().catch(() => undefined);
        await clearSession();
      });
      onLoggedOut();
    }, [endServerSession, onLoggedOut]);

    const value = useMemo<SessionContextValue<T>>(() => ({ user, login, logout }), [user, login, logout]);

    if (!loaded) {
      return (
        <Center mih="100vh" role="status" aria-label="Loading">
          <Loader aria-hidden />
        </Center>
      );
    }
    return <Context value={value}>{children}</Context>;
  }

  function useSession(): SessionContextValue<T> {
    const value = use(Context);
    if (!value) throw new Error('useSession must be used inside <SessionProvider>');
    return value;
  }

  const clientSession = { getToken, onLostSession, sessionSettled };
  return { SessionProvider, useSession, getSession, getToken, saveSession, clearSession, loseSession, changeSession, sessionSettled, clientSession, loadSession, startLoading };
}
