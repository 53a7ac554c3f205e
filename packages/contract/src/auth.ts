import { z } from 'zod';
import { PASSWORD_MAX, accountMessages, emailSchema, passwordSchema, usernameSchema } from './accounts';
import { messages } from './messages';
import { rowIdParamSchema } from './fields';

export const loginBodySchema = z.strictObject({
  username: z.string().trim().min(1, messages.loginUsernameRequired).max(254),
  password: z.string().min(1, messages.loginPasswordRequired).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** What a successful user login returns and the web app keeps (encrypted) as its session. */
export const sessionUserSchema = z.object({
  token: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  profile_complete: z.boolean(),
  is_service: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const adminLoginBodySchema = z.strictObject({
  username: z.string().trim().min(1, 'Please provide the username').max(100),
  password: z.string().min(1, messages.loginPasswordRequired).max(200),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export const adminSessionSchema = z.object({
  token: z.string(),
  username: z.string(),
  full_name: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** Runtime settings both browser apps read from `GET /api/v1/app-config`. */
export const appConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  landing_video_url: z.string(),
  game_app_url: z.string(),
  admin_origin: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

// ---- active sessions (Profile › Security) --------------------------------------------------

/** One login of the caller: where and when, never its token. */
export const activeSessionSchema = z.object({
  id: z.number().int(),
  /** e.g. "Chrome 131 on Windows", from the browser's user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const sessionIdParamsSchema = z.strictObject({ id: rowIdParamSchema });
export const endedSessionsSchema = z.object({ count: z.number().int() });

export const sessionMessages = {
  endedOthers: (n: number) => (n === 0 ? 'No other device was logged in.' : `Logged out on ${n} other device${n === 1 ? '' : 's'}.`),
  ended: 'That device is logged out.',
  notFound: 'This session has already ended.',
  useLogout: 'To end this session, use Logout.',
} as const;

// ---- sign-up, verification and passwords (spec 3 §7) ---------------------------------------

/** POST /auth/register */
export const registerBodySchema = z.strictObject({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The sign-up form: the body plus the confirmation. */
export const registerFormSchema = registerBodySchema
  .extend({ confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: accountMessages.passwordNotMatch });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** GET /validate/email?value=, GET /validate/username?value= */
export const validateKindSchema = z.strictObject({ kind: z.enum(['email', 'username']) });
export const validateQuerySchema = z.strictObject({ value: z.string().max(300).default('') });

/** POST /auth/forgot-password */
export const forgotBodySchema = z.strictObject({ email: emailSchema });
export type ForgotBody = z.infer<typeof forgotBodySchema>;

export const tokenParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });

/** POST /auth/reset-password/{token} */
export const resetBodySchema = z.strictObject({ new_pass: passwordSchema });
export type ResetBody = z.infer<typeof resetBodySchema>;
export const resetFormSchema = resetBodySchema
  .extend({ confirm_password: z.string() })
  .refine((v) => v.new_pass === v.confirm_password, { path: ['confirm_password'], message: accountMessages.passwordNotMatch });
export type ResetForm = z.infer<typeof resetFormSchema>;

/** POST /auth/password */
export const changePasswordBodySchema = z.strictObject({
  old_pass: z.string().min(1, accountMessages.oldPasswordRequired).max(PASSWORD_MAX),
  new_pass: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirm_password: z.string() })
  .refine((v) => v.new_pass === v.confirm_password, { path: ['confirm_password'], message: messages.passwordMismatch });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /auth/login/google: the ID token from Google Identity Services and what the page read from it. */
export const googleLoginBodySchema = z.strictObject({
  username: z.string().trim().max(254).optional(),
  googleId: z.string().trim().min(1).max(255),
  tokenId: z.string().min(20).max(4096),
});
export type GoogleLoginBody = z.infer<typeof googleLoginBodySchema>;
