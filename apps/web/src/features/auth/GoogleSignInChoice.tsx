import { Divider } from '@mantine/core';
import { GoogleSignIn } from './GoogleSignIn';

/**
 * "or" and the Google button under the log-in and sign-up forms. The pages load it lazily, only when
 * Google sign-in is configured, so a deployment without it never fetches this code.
 */
export default function GoogleSignInChoice({ clientId, mode }: { clientId: string; mode: 'signin' | 'signup' }) {
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <GoogleSignIn clientId={clientId} mode={mode} />
    </>
  );
}
