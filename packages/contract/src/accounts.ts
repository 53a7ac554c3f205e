import { z } from 'zod';
import { isPlainLine, isPlainText, textMessages } from './fields';
import { messages } from './messages';

// ---- limits (spec 3 §5, §9) ----------------------------------------------------------------

/** New passwords (spec 3 §5 says 6; 8 per the security review, docs/decisions.md). Existing ones keep working. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const SHORT_BIO_MAX = 160;
export const NAME_MAX = 60;
export const TOPIC_MAX = 100;
export const CONTACT_INFO_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
/** Contact attachments: each image at most 2 MB, all together at most 2000 KB (spec 3 §9). */
export const ATTACHMENT_TOTAL_MAX_BYTES = 2000 * 1024;
export const ATTACHMENT_COUNT_MAX = 5;
/** Dial codes and timezones: the pickers list the first 10 matches (spec 3 §9). */
export const PICKER_LIMIT = 10;
export const DEFAULT_DIAL_COUNTRY = 'ID';
/** Debounce of the live e-mail and username checks on the sign-up form. */
export const LIVE_CHECK_DEBOUNCE_MS = 500;
/** Verification page → /completion, reset page → /login (spec 3 §9). */
export const VERIFIED_REDIRECT_MS = 1000;
export const RESET_REDIRECT_MS = 3000;
export const TOKEN_LOGIN_FAILED_REDIRECT_MS = 3000;
/** Usernames that are paths or words of the product. */
export const RESERVED_USERNAMES = ['me', 'admin', 'administrator', 'root', 'system', 'support', 'contentplus', 'not-found'] as const;

/** Messages of this area: the spec's words where it has them (spec 3 §5, §8), ours otherwise. */
export const accountMessages = {
  // spec 3 §5 and §8, word for word
  passwordMin: `Password length minimum is ${PASSWORD_MIN}`,
  passwordNotMatch: 'Password not match',
  usernameAvailable: 'Username available',
  usernameTaken: 'Username already exist',
  inputInvalid: 'Your input is invalid!',
  resetInvalid: 'Please complete form with valid input.',
  shortBioMax: 'Short Bio characters reach maximum value.',
  birthdayFormat: 'Please check your birth day format, make sure the format is YYYY-MM-DD',
  birthdayFuture: 'Your birthday cannot be in the future.',
  attachmentTotal: 'Attachment size cannot more than 2MB.',
  attachmentDuplicate: 'image already attached, please choose another image.',
  verified: 'Congratulation!',
  tokenInvalid: 'Token is invalid or expired!',
  /** A verification or reset link opened a second time. */
  linkUsed: 'This link has already been used.',
  tokenLoginFailed: 'Cannot login with toke key, you will redirect to landing page in 3 seconds.',
  verificationSent: 'Verification link sent',
  profileUpdated: 'Profile updated.',
  avatarUpdated: 'Avatar updated',
  profileCompleted: 'Profile Updated.',
  registered: 'Your account registered successfully.',
  resetLinkSent: 'Your reset password link sent to your email. Please check your email and follow the steps.',
  passwordReset: 'Your password changed, you will be redirect to login page.',
  ticketSent: "Thank you. We'll respond your message through your email.",
  // ours (docs/decisions.md, "Accounts")
  emailRequired: 'Please provide the e-mail',
  emailInvalid: 'Please provide a valid e-mail',
  emailAvailable: 'E-mail available',
  emailTaken: 'E-mail already registered',
  usernameRequired: 'Please provide the username',
  usernameFormat: `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters: letters, digits, dots, underscores or hyphens, starting with a letter or digit`,
  usernameReserved: 'This username is reserved, please choose another',
  offensive: 'Please remove offensive words from',
  oldPasswordRequired: 'Please provide your current password',
  oldPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  passwordSame: 'The new password must be different from the current one.',
  nameMax: `At most ${NAME_MAX} characters`,
  phoneInvalid: 'Please provide a valid phone number',
  timezoneInvalid: 'Please choose a timezone from the list',
  contactInfoInvalid: 'Please enter a web address starting with https:// or a handle',
  messageRequired: 'Please write your message',
  topicRequired: 'Please choose a topic',
  topicUnavailable: 'This topic is not available, please choose another',
  tooManyAttachments: `At most ${ATTACHMENT_COUNT_MAX} images can be attached.`,
  alreadyVerified: 'Your e-mail is already verified.',
  userNotFound: 'User not found.',
  serviceOnly: 'Only service accounts can set their username and password here.',
  googleUnavailable: 'Google sign-in is not available.',
  googleFailed: 'Google sign-in failed, please try again.',
  emailChangeSent: (address: string) => `We sent a confirmation link to ${address}. Your e-mail changes when you open it.`,
  emailChangeNeedsPassword: 'Please enter your current password to change your e-mail.',
  emailChangeNeedsGoogle: 'Please confirm with Google to change your e-mail.',
  passwordCommon: 'This password is one of the most common ones. Please choose another.',
  googleOnly: "This account signs in with Google. Use 'Sign in with Google', or choose 'Forgot password?' to set a password.",
  banned: 'Your account has been banned. Contact us if you think this is a mistake.',
  unknownReference: 'Unknown reference category.',
  loggedOut: 'Logged out.',
  loginSuccess: 'Login success.',
  loginThrottled: 'Too many failed login attempts. Please wait a few minutes and try again, or reset your password.',
  registerThrottled: 'Too many sign-ups from your network. Please try again later.',
  checkThrottled: 'Too many checks, please wait a moment and try again.',
  forgotThrottled: 'Too many reset requests. Please check your e-mail or try again later.',
  resendThrottled: 'A verification link was sent recently. Please check your e-mail or try again later.',
  contactThrottled: 'Too many messages sent. Please try again later.',
} as const;

// ---- field schemas -------------------------------------------------------------------------

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/i;

export const emailSchema = z
  .string()
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(254, accountMessages.emailInvalid)
  .regex(EMAIL_PATTERN, accountMessages.emailInvalid);

export const usernameSchema = z
  .string()
  .trim()
  .min(1, accountMessages.usernameRequired)
  .min(USERNAME_MIN, accountMessages.usernameFormat)
  .max(USERNAME_MAX, accountMessages.usernameFormat)
  .regex(USERNAME_PATTERN, accountMessages.usernameFormat)
  .refine((v) => !(RESERVED_USERNAMES as readonly string[]).includes(v.toLowerCase()), accountMessages.usernameReserved);

export const passwordSchema = z.string().min(PASSWORD_MIN, accountMessages.passwordMin).max(PASSWORD_MAX);

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in the caller's own calendar (YYYY-MM-DD), so "no future dates" matches the picker. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Birthday: YYYY-MM-DD, a real date, not in the future (allowing for the caller's timezone). */
export const birthdaySchema = z
  .string()
  .trim()
  .refine((v) => isIsoDate(v) && v >= '1900-01-01', accountMessages.birthdayFormat)
  .refine((v) => !isIsoDate(v) || v <= todayIso(new Date(Date.now() + 14 * 3600_000)), accountMessages.birthdayFuture);

/** E.164: + then 7 to 15 digits (the web picker builds it from dial code and number). */
export const phoneNumberSchema = z.string().trim().regex(/^\+[1-9]\d{6,14}$/, accountMessages.phoneInvalid);

/** Every IANA zone the runtime knows (server and browser alike), plus UTC. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}
export const timezoneSchema = z.string().trim().max(64).refine(isTimeZone, accountMessages.timezoneInvalid);

export const shortBioSchema = z.string().max(SHORT_BIO_MAX, accountMessages.shortBioMax).refine(isPlainText, textMessages.controlCharacters);
export const personNameSchema = z.string().trim().min(1, messages.requiredField).max(NAME_MAX, accountMessages.nameMax).refine(isPlainLine, textMessages.controlCharacters);
export const topicSchema = z.string().trim().min(1, messages.requiredField).max(TOPIC_MAX).refine(isPlainLine, textMessages.controlCharacters);

// ---- contact info --------------------------------------------------------------------------

export const CONTACT_INFO_FIELDS = [
  { key: 'web', label: 'Website', base: null },
  { key: 'linkedin', label: 'LinkedIn', base: 'https://www.linkedin.com/in/' },
  { key: 'twitter', label: 'Twitter', base: 'https://twitter.com/' },
  { key: 'facebook', label: 'Facebook', base: 'https://www.facebook.com/' },
  { key: 'instagram', label: 'Instagram', base: 'https://www.instagram.com/' },
] as const;
export type ContactInfoKey = (typeof CONTACT_INFO_FIELDS)[number]['key'];

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const HANDLE = /^@?[A-Za-z0-9._-]{1,100}$/;
export const webValue = z.string().trim().max(CONTACT_INFO_MAX).refine((v) => v === '' || HTTP_URL.test(v), accountMessages.contactInfoInvalid);
export const socialValue = z
  .string()
  .trim()
  .max(CONTACT_INFO_MAX)
  .refine((v) => v === '' || HTTP_URL.test(v) || HANDLE.test(v), accountMessages.contactInfoInvalid);

export const contactInfoSchema = z.strictObject({
  web: webValue.optional(),
  linkedin: socialValue.optional(),
  twitter: socialValue.optional(),
  facebook: socialValue.optional(),
  instagram: socialValue.optional(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** Where a contact value links to: itself when it is a web address, the network's page for a handle. */
export function contactHref(key: ContactInfoKey, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (HTTP_URL.test(v)) return v;
  const field = CONTACT_INFO_FIELDS.find((f) => f.key === key);
  return field?.base && HANDLE.test(v) ? `${field.base}${v.replace(/^@/, '')}` : null;
}
