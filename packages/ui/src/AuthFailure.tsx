import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * Why the last log-in attempt failed, above the form (an `AuthCard` notice). Apart from AuthCard so
 * that the account pages that never show it do not load the alert.
 */
export function AuthFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
