// Account limits and messages, apart from the rules (accounts.ts) so that a page can show them
// without loading zod: the sign-in pages load their rules only once the visitor starts typing.

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
