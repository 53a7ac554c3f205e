import { composeMail, type MailMessage } from '../../platform/mail';

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

  const body = composeMail({ title, lines, action, after });
  return { to: input.to, subject: `Invitation to contribute on Content+: ${input.subjectName}`, ...body };
}
