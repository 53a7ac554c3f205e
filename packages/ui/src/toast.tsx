import './toast.css';
import type { ReactNode } from 'react';
import { ToastContainer, toast, type ToastOptions } from 'react-toastify';

/** Toast settings from the spec: bottom-left, 5 s, pause on hover, newest on top, not closed on click. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export function ToastHost() {
  return (
    <ToastContainer
      position="bottom-left"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      newestOnTop
      closeOnClick={false}
      theme="light"
    />
  );
}

export type NotifyOptions = Pick<ToastOptions, 'toastId' | 'autoClose'>;

/** Show a toast. A `toastId` keeps one toast on screen for repeated events (e.g. several failing calls). */
export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => toast.success(message, options),
  error: (message: ReactNode, options?: NotifyOptions) => toast.error(message, options),
  info: (message: ReactNode, options?: NotifyOptions) => toast.info(message, options),
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
