import type { MailMessage } from '../../platform/mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface InvitationMailInput {
  to: string;
  /** The invitee's username, or null when the address has no account yet. */
  username: string | null;
  inviter: string;
  subjectName: string;
  /** `${publicOrigin}/subject/detail/{code}/contributor` */
  subjectUrl: string;
  /** `${publicOrigin}/register`, offered when the address has no account. */
  registerUrl: string;
}

/** The invitation to contribute to a subject (`POST /contributors/request/invite/`). */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const title = `${input.inviter} invited you to contribute to "${input.subjectName}"`;
  const greeting = input.username ? `Hi ${input.username},` : 'Hello,';
  const lines = input.username
    ? [greeting, `${input.inviter} invited you to contribute to the subject "${input.subjectName}" on Content+.`, 'Open the subject and choose Accept on its Contributor tab to start contributing.']
    : [
        greeting,
        `${input.inviter} invited you (${input.to}) to contribute to the subject "${input.subjectName}" on Content+.`,
        'You do not have a Content+ account yet. Sign up with this e-mail address and verify it: you become a contributor of the subject as soon as the address is verified.',
      ];
  const action = input.username ? { label: 'Open the subject', url: input.subjectUrl } : { label: 'Sign up for Content+', url: input.registerUrl };
  const after = input.username
    ? ['If you do not want to contribute, choose Decline or simply ignore this message.']
    : [`After signing up, the subject is here: ${input.subjectUrl}`, 'If you do not know this person, you can ignore this message.'];

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
  return { to: input.to, subject: `Invitation to contribute on Content+: ${input.subjectName}`, text, html };
}
