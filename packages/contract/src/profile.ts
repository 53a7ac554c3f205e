import { z } from 'zod';
import {
  PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, accountMessages, birthdaySchema, contactInfoSchema, emailSchema, passwordSchema, personNameSchema,
  phoneNumberSchema, shortBioSchema, socialValue, timezoneSchema, topicSchema, usernameSchema, webValue,
} from './accounts';
/** The user's profile: what `GET /user/info` shows and `POST /user/info/update` changes (spec 3 §3, §7). */

export const userInfoQuerySchema = z.strictObject({ username: z.string().trim().min(1).max(USERNAME_MAX).default('me') });

/** GET /user/info: the fields marked private are null unless the caller is that user. */
export const userInfoSchema = z.object({
  username: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean().nullable(),
  verified: z.boolean(),
  official: z.boolean(),
  avatar: z.string().nullable(),
  short_bio: z.string().nullable(),
  contact_info: z.record(z.string(), z.string()),
  last_login: z.string().nullable(),
  timezone: z.string().nullable(),
  created_at: z.string(),
  is_service: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  birthday: z.string().nullable(),
  topic: z.string().nullable(),
  profile_complete: z.boolean().nullable(),
  /** Only for 'me': an address waiting for its confirmation link, and whether a password is set. */
  pending_email: z.string().nullable(),
  has_password: z.boolean().nullable(),
  is_me: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST /user/info/update: any of these; `avatar` is a JPEG data URL (null removes it). */
export const userUpdateBodySchema = z.strictObject({
  short_bio: shortBioSchema.optional(),
  contact_info: contactInfoSchema.optional(),
  email: emailSchema.optional(),
  avatar: z.string().nullable().optional(),
  first_name: personNameSchema.optional(),
  last_name: personNameSchema.optional(),
  phone_number: z.union([phoneNumberSchema, z.literal('')]).optional(),
  birthday: z.union([birthdaySchema, z.literal('')]).optional(),
  timezone: z.union([timezoneSchema, z.literal('')]).optional(),
  topic: topicSchema.optional(),
  username: usernameSchema.optional(),
  password: passwordSchema.optional(),
  /** Proves who asks for an e-mail change: the current password, or for a Google-only account … */
  current_password: z.string().max(PASSWORD_MAX).optional(),
  /** … a Google ID token from a sign-in made just now. */
  google_token: z.string().max(5000).optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

/** The completion form (spec 3 §2): what it sends, plus username and password for service accounts. */
export const completionFormSchema = z
  .object({
    first_name: personNameSchema,
    last_name: personNameSchema,
    dial_country: z.string().length(2),
    dial_code: z.string().regex(/^\d{1,4}$/),
    phone_local: z.string().trim().refine((v) => v === '' || /^[0-9 ()-]{4,20}$/.test(v), accountMessages.phoneInvalid),
    birthday: z.union([birthdaySchema, z.literal('')]),
    timezone: z.union([timezoneSchema, z.literal('')]),
    topic: topicSchema,
    is_service: z.boolean(),
    username: z.string(),
    password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.phone_local !== '' && !phoneNumberSchema.safeParse(completionPhone(v)).success) {
      ctx.addIssue({ code: 'custom', path: ['phone_local'], message: accountMessages.phoneInvalid });
    }
    if (!v.is_service) return;
    const username = usernameSchema.safeParse(v.username);
    if (!username.success) ctx.addIssue({ code: 'custom', path: ['username'], message: username.error.issues[0]!.message });
    if (v.password.length < PASSWORD_MIN) ctx.addIssue({ code: 'custom', path: ['password'], message: accountMessages.passwordMin });
    if (v.password !== v.confirm_password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: accountMessages.passwordNotMatch });
  });
export type CompletionForm = z.infer<typeof completionFormSchema>;

/** +{dial code}{national number without a trunk 0}, or '' when no number was given. */
export function completionPhone(v: Pick<CompletionForm, 'dial_code' | 'phone_local'>): string {
  const digits = v.phone_local.replace(/\D/g, '').replace(/^0+/, '');
  return digits ? `+${v.dial_code}${digits}` : '';
}

/** The completion form as the update call's body. */
export function completionBody(v: CompletionForm): UserUpdateBody {
  const body: UserUpdateBody = {
    first_name: v.first_name,
    last_name: v.last_name,
    phone_number: completionPhone(v),
    birthday: v.birthday,
    timezone: v.timezone,
    topic: v.topic,
  };
  if (v.is_service) Object.assign(body, { username: v.username.trim(), password: v.password });
  return body;
}

/** The setting tab's profile section (bio and contact info). */
export const profileSettingFormSchema = z.strictObject({
  short_bio: shortBioSchema,
  contact_info: z.strictObject({
    web: webValue,
    linkedin: socialValue,
    twitter: socialValue,
    facebook: socialValue,
    instagram: socialValue,
  }),
});
export type ProfileSettingForm = z.infer<typeof profileSettingFormSchema>;

/** The Setting tab's e-mail form: the new address, and the current password when the account has one. */
export const emailChangeFormSchema = z.strictObject({ email: emailSchema, current_password: z.string().max(PASSWORD_MAX) });
export type EmailChangeForm = z.infer<typeof emailChangeFormSchema>;
