import { composeMail, type MailMessage } from '../../platform/mail';

export function verificationMail(to: string, username: string, url: string, hours: number): MailMessage {
  const body = composeMail({
    title: 'Verify your e-mail address',
    lines: [`Hi ${username},`, 'Please confirm that this is your e-mail address for Content+.'],
    action: { label: 'Verify my e-mail', url },
    after: [`The link works once and expires in ${hours} hours.`, 'If you did not sign up for Content+, you can ignore this message.'],
  });
  return { to, subject: 'Verify your e-mail for Content+', ...body };
}

export function resetMail(to: string, username: string, url: string, minutes: number): MailMessage {
  const body = composeMail({
    title: 'Reset your password',
    lines: [`Hi ${username},`, 'Someone (hopefully you) asked to reset the password of your Content+ account.'],
    action: { label: 'Choose a new password', url },
    after: [`The link works once and expires in ${minutes} minutes.`, 'If you did not ask for this, ignore this message: your password stays as it is.'],
  });
  return { to, subject: 'Reset your Content+ password', ...body };
}

export function emailChangeMail(to: string, username: string, url: string, hours: number): MailMessage {
  const body = composeMail({
    title: 'Confirm your new e-mail address',
    lines: [`Hi ${username},`, 'You asked to use this address for your Content+ account. It takes effect when you confirm it.'],
    action: { label: 'Use this e-mail', url },
    after: [`The link works once and expires in ${hours} hours.`, 'If you did not ask for this, ignore this message: nothing changes.'],
  });
  return { to, subject: 'Confirm your new e-mail for Content+', ...body };
}

/** To the old address: the change is not made yet, and the owner can stop it. */
export function emailChangeNoticeMail(to: string, username: string, newAddress: string, resetUrl: string): MailMessage {
  const body = composeMail({
    title: 'Your e-mail address is being changed',
    lines: [
      `Hi ${username},`,
      `Someone signed in to your Content+ account asked to change its e-mail to ${newAddress}. This address stays in use until the new one is confirmed.`,
      'If this was you, there is nothing to do.',
    ],
    action: { label: 'Not me: reset my password', url: resetUrl },
    after: ['Resetting your password logs every device out of your account.'],
  });
  return { to, subject: 'Your Content+ e-mail is being changed', ...body };
}
