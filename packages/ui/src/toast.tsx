import './toast.css';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { ToastContainer, toast, type ToastOptions } from 'react-toastify';

/**
 * Toast settings from the spec: bottom-left, 5 s, pause on hover, newest on top, not closed on click.
 * On phones toasts come from the top, where they cover no form's Save button (docs/decisions.md).
 */
export const TOAST_AUTO_CLOSE_MS = 5000;

export function ToastHost() {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <ToastContainer
      position={phone ? 'top-center' : 'bottom-left'}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      newestOnTop
      closeOnClick={false}
      theme="light"
    />
  );
}

export type NotifyOptions = Pick<ToastOptions, 'toastId' | 'autoClose'>;

/** The same words are never on screen twice: a text message is its own toast id unless one is given. */
const once = (message: ReactNode, options?: NotifyOptions): NotifyOptions => ({ toastId: typeof message === 'string' ? message : undefined, ...options });

/** Show a toast. A `toastId` keeps one toast on screen for repeated events (e.g. several failing calls). */
export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => toast.success(message, once(message, options)),
  error: (message: ReactNode, options?: NotifyOptions) => toast.error(message, once(message, options)),
  info: (message: ReactNode, options?: NotifyOptions) => toast.info(message, once(message, options)),
  dismiss: (id?: string | number) => toast.dismiss(id),
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
