import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { messages } from '@cp/contract';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * While `when` holds, asks before leaving: moving to another page (or another tab of the page) in
 * the app shows a dialog, closing or reloading the tab the browser's own warning.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = messages.unsavedChanges;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {messages.unsavedChanges}
    </ConfirmDialog>
  );
}
