import { useEffect, useState } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { accountMessages, endpoints, sessionUserSchema, TOKEN_LOGIN_FAILED_REDIRECT_MS, VERIFIED_REDIRECT_MS, type SessionUser } from '@cp/contract';
import { AuthCard, notify, Loading } from '@cp/ui';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';

type Outcome = { kind: 'verified'; user: SessionUser } | { kind: 'invalid' } | { kind: 'login-failed' };

/** A token works once: the call is made once per token even when React mounts the page twice. */
const verifications = new Map<string, Promise<Outcome>>();
function verifyOnce(token: string): Promise<Outcome> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = call(endpoints.verifyEmail, { params: { token } })
      .then((res): Outcome => {
        if (!res.status) return { kind: 'invalid' };
        const user = sessionUserSchema.safeParse(res.data);
        return user.success ? { kind: 'verified', user: user.data } : { kind: 'login-failed' };
      })
      .catch((): Outcome => ({ kind: 'invalid' }));
    verifications.set(token, pending);
  }
  return pending;
}

/** /verify/:token: 'Congratulation!', log in with the returned token, then /completion after 1 s. */
export function VerifyPage() {
  const { token = '' } = useParams();
  const { login } = useSession();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let live = true;
    void verifyOnce(token).then(async (result) => {
      if (!live) return;
      if (result.kind === 'verified') {
        try {
          await login(result.user);
        } catch {
          result = { kind: 'login-failed' };
        }
      }
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [token, login]);

  useEffect(() => {
    if (outcome?.kind === 'verified') {
      const timer = window.setTimeout(() => navigate('/completion', { replace: true }), VERIFIED_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
    if (outcome?.kind === 'login-failed') {
      notify.error(accountMessages.tokenLoginFailed);
      const timer = window.setTimeout(() => navigate('/', { replace: true }), TOKEN_LOGIN_FAILED_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
  }, [outcome, navigate]);

  return (
    <AuthCard title="E-mail Verification">
      <Stack align="center" gap="md" ta="center" role="status" aria-live="polite">
        {!outcome && (
          <>
            <Loading label="Checking your link" lines={1} />
            <Text c="dimmed">Checking your verification link…</Text>
          </>
        )}
        {outcome?.kind === 'verified' && (
          <>
            <ThemeIcon size={56} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={34} aria-hidden />
            </ThemeIcon>
            <Text fz="xl" fw={700}>
              {accountMessages.verified}
            </Text>
            <Text c="dimmed">Your e-mail address is verified.</Text>
            <Button component={Link} to="/completion">
              Go to Content+
            </Button>
          </>
        )}
        {outcome?.kind === 'invalid' && (
          <>
            <ThemeIcon size={56} radius="xl" color="red" variant="light">
              <IconCircleX size={34} aria-hidden />
            </ThemeIcon>
            <Text fz="xl" fw={700}>
              {accountMessages.tokenInvalid}
            </Text>
            <Button component={Link} to="/" variant="default">
              Back to home
            </Button>
          </>
        )}
        {outcome?.kind === 'login-failed' && <Text fw={600}>{accountMessages.tokenLoginFailed}</Text>}
      </Stack>
    </AuthCard>
  );
}
