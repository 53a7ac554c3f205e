import { useQuery } from '@tanstack/react-query';
import { endpoints, userInfoSchema, type SessionUser, type UserInfo, type UserUpdateBody } from '@cp/contract';
import { announce } from '@cp/ui';
import { call } from '../../lib/api';
import { getSession, saveSession } from '../../lib/session';

export type InfoResult = { found: true; info: UserInfo } | { found: false; message: string };

/** `GET /user/info?username=` ('me' for the signed-in user). */
export async function fetchUserInfo(username: string, signal?: AbortSignal): Promise<InfoResult> {
  const res = await call(endpoints.userInfo, { query: { username }, signal });
  const parsed = res.status ? userInfoSchema.safeParse(res.data) : null;
  return parsed?.success ? { found: true, info: parsed.data } : { found: false, message: res.message };
}

export function useUserInfo(username: string, enabled = true) {
  return useQuery({ queryKey: ['user-info', username], enabled, queryFn: ({ signal }) => fetchUserInfo(username, signal) });
}

/** Keeps the stored session in step with the profile (username, e-mail, avatar, completion). */
export async function syncSession(info: UserInfo) {
  const current = getSession();
  if (!current || !info.is_me) return;
  const next: SessionUser = {
    ...current,
    username: info.username,
    email: info.email ?? current.email,
    avatar: info.avatar,
    profile_complete: info.profile_complete ?? current.profile_complete,
  };
  await saveSession(next);
}

/** `GET /auth/resend-verify-email`, its answer shown as a toast (the reminder banner and Profile › Setting). */
export async function resendVerification() {
  return announce(await call(endpoints.resendVerification));
}

/** `POST /user/info/update`; on success the session is updated too. Returns the envelope. */
export async function updateProfile(body: UserUpdateBody) {
  const res = await call(endpoints.updateUserInfo, { body });
  if (res.status) {
    const parsed = userInfoSchema.safeParse(res.data);
    if (parsed.success) await syncSession(parsed.data);
  }
  return res;
}
