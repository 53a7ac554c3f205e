import { dictionary } from '@zxcvbn-ts/language-common';
import { accountMessages } from '@cp/contract';
import { badRequest } from './errors';

/** How many of the list's most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/**
 * The most common passwords of zxcvbn-ts's bundled list (most common first), lower-cased: offline,
 * and server-side only (the list would weigh ~100 kB in the browser; the form shows the answer).
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common;
}

export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/** For every new password (sign-up, reset, change, service accounts). */
export function assertUncommonPassword(password: string) {
  if (isCommonPassword(password)) throw badRequest(accountMessages.passwordCommon);
}
