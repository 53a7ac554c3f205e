// react-toastify and the container, loaded with the first toast (toast.tsx).
import './toast.css';
import { ToastContainer } from 'react-toastify';
import { useScreenMatches } from './media';
import { TOAST_AUTO_CLOSE_MS } from './toast-settings';

export { toast } from 'react-toastify';

/**
 * Toast settings from the spec: bottom-left, 5 s, pause on hover, newest on top, not closed on click.
 * On phones toasts come from the top, where they cover no form's Save button (docs/decisions.md).
 */
export function ToastContainerHost() {
  const phone = useScreenMatches('(max-width: 36em)');
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
