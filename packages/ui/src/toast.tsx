import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';

export { TOAST_AUTO_CLOSE_MS } from './toast-settings';

type Host = typeof import('./toast-host');

/**
 * react-toastify and its container load with the first toast: a visitor's first page shows none, and
 * the library is a tenth of that page's script. Toasts asked for while it loads are queued by
 * react-toastify and shown, in order, once the container mounts.
 */
let host: Promise<Host> | undefined;
const listeners = new Set<() => void>();
function loadHost(): Promise<Host> {
  if (!host) {
    host = import('./toast-host');
    queueMicrotask(() => listeners.forEach((listener) => listener()));
  }
  return host;
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const LazyContainer = lazy(() => loadHost().then((m) => ({ default: m.ToastContainerHost })));

/** Where toasts appear; renders nothing until the first toast is asked for. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribe, () => host !== undefined);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyContainer />
    </Suspense>
  ) : null;
}

export type NotifyOptions = Pick<ToastOptions, 'toastId' | 'autoClose'>;

/** The same words are never on screen twice: a text message is its own toast id unless one is given. */
const once = (message: ReactNode, options?: NotifyOptions): NotifyOptions => ({ toastId: typeof message === 'string' ? message : undefined, ...options });

const show = (run: (toast: Host['toast']) => void) => void loadHost().then(({ toast }) => run(toast));

/** Show a toast. A `toastId` keeps one toast on screen for repeated events (e.g. several failing calls). */
export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => show((toast) => toast.success(message, once(message, options))),
  error: (message: ReactNode, options?: NotifyOptions) => show((toast) => toast.error(message, once(message, options))),
  info: (message: ReactNode, options?: NotifyOptions) => show((toast) => toast.info(message, once(message, options))),
  /** Before the first toast there is nothing to dismiss, and no reason to load the library. */
  dismiss: (id?: string | number) => {
    if (host) show((toast) => toast.dismiss(id));
  },
};

/**
 * The one way a screen reports an API answer: its message as a success toast, or as an error toast
 * when `status` is false. Returns whether the call succeeded.
 */
export function announce(res: { status: boolean; message: string }): boolean {
  if (res.status) notify.success(res.message);
  else notify.error(res.message);
  return res.status;
}
