import { createHash } from 'node:crypto';
import { accountMessages, ATTACHMENT_TOTAL_MAX_BYTES, contactTopicsFor, IMAGE_LIMITS, type ContactTicketBody } from '@cp/contract';
import { schema } from '@cp/db';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest, tooLarge } from '../../platform/errors';
import { decodeDataUrl, storeJpeg } from '../../platform/images';
import { throttle, type ThrottleRule } from '../../platform/throttle';

export const CONTACT_RULE: ThrottleRule = { name: 'contact:ip', limit: 5, windowMs: 60 * 60_000, message: accountMessages.contactThrottled };

/** Attached images (tickets and replies): each within 2 MB, together within 2000 KB, none twice. */
export function decodeAttachments(attachments: string[]): Buffer[] {
  const decoded = attachments.map((a) => decodeDataUrl(a));
  for (const bytes of decoded) if (bytes.length > IMAGE_LIMITS.standard.maxBytes) throw tooLarge(IMAGE_LIMITS.standard.tooLarge);
  if (decoded.reduce((sum, b) => sum + b.length, 0) > ATTACHMENT_TOTAL_MAX_BYTES) throw tooLarge(accountMessages.attachmentTotal);
  const digests = decoded.map((b) => createHash('sha256').update(b).digest('hex'));
  if (new Set(digests).size !== digests.length) throw badRequest(accountMessages.attachmentDuplicate);
  return decoded;
}

/**
 * POST /contact-us/send-ticket: anyone may write; a signed-in sender is attached to the ticket.
 * The topic must be one offered for the sender's state; attachments are JPEGs, each within 2 MB,
 * together within 2000 KB, none twice. Throttled per IP.
 */
export async function sendTicket(ctx: AppContext, sender: AuthUser | null, body: ContactTicketBody, ip: string) {
  if (!contactTopicsFor(sender !== null).includes(body.topic)) throw badRequest(accountMessages.topicUnavailable);

  const decoded = decodeAttachments(body.attachments);
  await throttle(ctx, CONTACT_RULE, ip);
  const attachments: string[] = [];
  for (const bytes of decoded) attachments.push(await storeJpeg(ctx.storage, bytes, 'tickets'));

  const [ticket] = await ctx.db
    .insert(schema.contactTickets)
    .values({ userId: sender?.id ?? null, email: body.email.toLowerCase(), topic: body.topic, message: body.message, attachments })
    .returning({ id: schema.contactTickets.id });
  return ticket!.id;
}
