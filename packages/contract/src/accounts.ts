import { z } from 'zod';
import { isPlainLine, isPlainText, textMessages } from './fields';
import { messages } from './messages';
import {
  accountMessages,
  CONTACT_INFO_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESERVED_USERNAMES,
  SHORT_BIO_MAX,
  TOPIC_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from './account-messages';

export * from './account-messages';

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
