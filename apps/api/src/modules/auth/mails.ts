import type { MailMessage } from '../../platform/mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, lines: string[], action: { label: string; url: string }, after: string[]) {
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px">${escape(title)}</h1>`,
    ...lines.map((l) => `<p>${escape(l)}</p>`),
    `<p><a href="${escape(action.url)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p>`,
    `<p style="font-size:13px;color:#6b7280">If the button does not work, copy this address into your browser:<br>${escape(action.url)}</p>`,
    ...after.map((l) => `<p style="font-size:13px;color:#6b7280">${escape(l)}</p>`),
    '<p>Content+</p></body></html>',
  ].join('\n');
  const text = [title, '', ...lines, '', `${action.label}: ${action.url}`, '', ...after, '', 'Content+'].join('\n');
  return { html, text };
}

export function verificationMail(to: string, username: string, url: string, hours: number): MailMessage {
  const body = layout(
    'Verify your e-mail address',
    [`Hi ${username},`, 'Please confirm that this is your e-mail address for Content+.'],
    { label: 'Verify my e-mail', url },
    [`The link works once and expires in ${hours} hours.`, 'If you did not sign up for Content+, you can ignore this message.'],
  );
  return { to, subject: 'Verify your e-mail for Content+', ...body };
}

export function resetMail(to: string, username: string, url: string, minutes: number): MailMessage {
  const body = layout(
    'Reset your password',
    [`Hi ${username},`, 'Someone (hopefully you) asked to reset the password of your Content+ account.'],
    { label: 'Choose a new password', url },
    [`The link works once and expires in ${minutes} minutes.`, 'If you did not ask for this, ignore this message: your password stays as it is.'],
  );
  return { to, subject: 'Reset your Content+ password', ...body };
}
