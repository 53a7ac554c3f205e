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
