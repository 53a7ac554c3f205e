import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';


import { resendVerification, useUserInfo } from '../profile/profile-api';

const DISMISSED_KEY = 'cp.verify-banner-dismissed';

/**
 * Until the address is verified, a reminder under the header with 'Resend'; dismissed, it stays away
 * for this tab's session (Profile › Setting still offers the resend).
 */
export function VerifyBanner() {
  const me = useUserInfo('me');
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  const [sending, setSending] = useState(false);
  const info = me.data?.found ? me.data.info : null;
  if (!info || info.email_verified !== false || dismissed) return null;

  const resend = async () => {
    setSending(true);
    try {
      await resendVerification();
    } finally {
      setSending(false);
    }
  };
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };

  return (
    <Container size="lg" pt="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconMailExclamation size={20} aria-hidden />}
        title="Please verify your e-mail address"
        withCloseButton
        closeButtonLabel="Dismiss the verification reminder"
        onClose={dismiss}
      >
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="gray.9">
            We sent a link to <strong>{info.email}</strong>. Open it to confirm that the address is yours.{' '}
            <Anchor component={Link} to="/profile/me/setting" fz="sm" c="indigo.9">
              Change the address
            </Anchor>
          </Text>
          <Button size="xs" variant="white" color="dark" loading={sending} onClick={() => void resend()}>
            Resend
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
