import { useEffect, useState } from 'react';
import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { accountMessages, endpoints, TOKEN_LOGIN_FAILED_REDIRECT_MS, VERIFIED_REDIRECT_MS } from '@cp/contract';
import { AuthCard, notify } from '@cp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { COMPLETION_PATH, pendingReturn, resolveRedirect } from '../../app/guards';
import { call } from '../../lib/api';
import { changeSession, saveSession, useSession } from '../../lib/session';
import { loadRules } from './load-rules';

type Outcome = { kind: 'verified' } | { kind: 'used' } | { kind: 'invalid' } | { kind: 'login-failed' };

/**
 * A token works once: the call is made once per token even when React mounts the page twice. The
 * verification ends the session this page opened with and answers with a new one, saved here; the
 * change runs through `changeSession`, so the page's calls refused for the old token meanwhile are
 * sent again with the new one.
 */
const verifications = new Map<string, Promise<Outcome>>();
function verifyOnce(token: string): Promise<Outcome> {
  let pending = verifications.get(token);
  if (!pending) {
    // The rules load beside the call, so the new session is saved as soon as the answer is in.
    const rules = loadRules();
    rules.catch(() => undefined); // awaited only when the link worked; a failure there is caught below
    pending = changeSession(async (): Promise<Outcome> => {
      const res = await call(endpoints.verifyEmail, { params: { token }, endsSession: true });
      if (!res.status) return { kind: res.message === accountMessages.linkUsed ? 'used' : 'invalid' };
      const { sessionUserSchema } = await rules;
      const user = sessionUserSchema.safeParse(res.data);
      if (!user.success) return { kind: 'login-failed' };
      await saveSession(user.data);
      return { kind: 'verified' };
    }).catch((): Outcome => ({ kind: 'invalid' }));
    verifications.set(token, pending);
  }
  return pending;
}

/**
 * /verify/:token: 'Congratulation!', logged in with the returned token, then /completion after 1 s;
 * straight to where /completion would send someone whose profile is complete, so the page stays until
 * that one can show instead of going blank on /completion's redirect.
 */
export function VerifyPage() {
  const { token = '' } = useParams();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const next = (user && resolveRedirect(COMPLETION_PATH, 'protected', user, pendingReturn())) || COMPLETION_PATH;

  useEffect(() => {
    let live = true;
    void verifyOnce(token).then((result) => {
      if (!live) return;
      if (result.kind === 'verified') void queryClient.invalidateQueries({ queryKey: ['user-info'] });
      setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [token, queryClient]);

  useEffect(() => {
    if (outcome?.kind === 'verified') {
      const timer = window.setTimeout(() => navigate(next, { replace: true }), VERIFIED_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
    if (outcome?.kind === 'login-failed') {
      notify.error(accountMessages.tokenLoginFailed);
      const timer = window.setTimeout(() => navigate('/', { replace: true }), TOKEN_LOGIN_FAILED_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
  }, [outcome, navigate, next]);

  return (
    <AuthCard title="E-mail Verification">
      <Stack align="center" gap="md" ta="center" role="status" aria-live="polite">
        {!outcome && (
          <>
            <Loader size="md" aria-hidden />
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
            <Button component={Link} to={next}>
              Go to Content+
            </Button>
          </>
        )}
        {outcome?.kind === 'used' && (
          <>
            <ThemeIcon size={56} radius="xl" color="indigo" variant="light">
              <IconCircleCheck size={34} aria-hidden />
            </ThemeIcon>
            <Text fz="xl" fw={700}>
              {accountMessages.linkUsed}
            </Text>
            <Text c="dimmed">It confirmed your address when you first opened it. Log in to carry on.</Text>
            <Button component={Link} to={user ? '/subject' : '/login'}>
              {user ? 'Go to Content+' : 'Log In'}
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
            <Text c="dimmed">Links work for a limited time, and only the newest one works. Log in and choose Resend to get a new link.</Text>
            <Button component={Link} to={user ? '/profile/me/setting' : '/login'}>
              {user ? 'Send a new link' : 'Log In'}
            </Button>
          </>
        )}
        {outcome?.kind === 'login-failed' && <Text fw={600}>{accountMessages.tokenLoginFailed}</Text>}
      </Stack>
    </AuthCard>
  );
}
