import { sql, type SQL } from 'drizzle-orm';
import { adminMessages, NOTIFICATION, type AdminTicket, type AdminTicketsBody, type TicketReplyBody } from '@cp/contract';
import type { DbOrTx } from '@cp/db';
import type { AuthAdmin } from '../../platform/auth';
import { sendMail, type AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { storeJpeg, normaliseJpeg } from '../../platform/images';
import { composeMail } from '../../platform/mail';
import { signMediaUrl } from '../../platform/private-media';
import { toIso } from '../../platform/time';
import { decodeAttachments } from '../contact/service';
import { notifyUser } from '../notifications/service';
import { audit } from './audit';
import { keptTotal } from './dashboard';
import { boundedCount, fieldsMatch, orderClause, searchPageOf } from './list';

/** Each sort's column, read from the table (`t`) or from the page's rows (`p`). */
const SORT_COLUMNS = { date: 'created_at', sender_email: 'email', topic: 'topic', reply_date: 'replied_at' } as const;
const sortKey = (alias: 't' | 'p', by: keyof typeof SORT_COLUMNS) => sql.raw(`${alias}.${SORT_COLUMNS[by]}`);

interface TicketRow extends Record<string, unknown> {
  id: number;
  user_id: number | null;
  email: string;
  topic: string;
  message: string;
  attachments: string[];
  created_at: string;
  replied_at: string | null;
  reply_message: string | null;
}

const COLUMNS = sql`t.id, t.user_id, t.email, t.topic, t.message, t.attachments, t.created_at, t.replied_at, t.reply_message`;

/** Attachments are private: the admin gets links signed for a few minutes. */
const toAdminTicket = (ctx: AppContext) => (r: TicketRow): AdminTicket => ({
  ticket_id: r.id,
  sender_email: r.email,
  topic: r.topic,
  message: r.message,
  screenshots: r.attachments.map((url) => signMediaUrl(ctx.secrets.mediaSigning, url)),
  date: toIso(r.created_at),
  replied: r.replied_at !== null,
  reply_date: r.replied_at ? toIso(r.replied_at) : null,
  reply_message: r.reply_message,
});

/** The text `contact_tickets_search_idx` holds (on `contact_tickets t`): every searched field. */
const TICKET_SEARCH_TEXT = sql`(t.email || ' ' || t.topic || ' ' || t.message)`;

export async function ticketsPage(ctx: AppContext, body: Required<Omit<AdminTicketsBody, 'start' | 'end'>> & Pick<AdminTicketsBody, 'start' | 'end'>) {
  const parts: SQL[] = [sql`true`];
  if (body.unreplied_only) parts.push(sql`t.replied_at IS NULL`);
  if (body.start && body.end) parts.push(sql`t.created_at >= ${body.start}::date AND t.created_at < ${body.end}::date + 1`);
  if (body.search) parts.push(fieldsMatch(TICKET_SEARCH_TEXT, [sql`t.email`, sql`t.topic`, sql`t.message`], body.search));
  const where = sql.join(parts, sql` AND `);
  // All tickets, or all unreplied ones, are kept totals (migration 0030); other filters count their matches, up to the limit.
  const kept = !body.search && !(body.start && body.end);
  const order = (key: SQL, id: SQL) => orderClause(key, body.asc, id, body.order_by === 'reply_date');
  const matches = {
    from: sql`contact_tickets t`, id: sql`t.id`, key: sortKey('t', body.order_by), where, order,
    rowsOf: (page: SQL) => sql`SELECT ${COLUMNS}, p.pos FROM contact_tickets t JOIN ${page} ON p.id = t.id`,
  };
  return searchPageOf(ctx.db, body.search, matches, {
    count: kept ? sql`SELECT ${keptTotal(body.unreplied_only ? 'unreplied_tickets' : 'tickets')}::int AS n` : boundedCount(matches.from, where),
    rows: (window) => sql`SELECT ${COLUMNS} FROM contact_tickets t WHERE ${where} ORDER BY ${order(matches.key, sql`t.id`)} ${window}`,
    together: order(sortKey('p', body.order_by), sql`p.id`),
    page: body.page,
    n: body.n,
    map: toAdminTicket(ctx),
  });
}

async function ticketRow(db: DbOrTx, id: number, lock = false): Promise<TicketRow | undefined> {
  const { rows } = await db.execute<TicketRow>(sql`SELECT ${COLUMNS} FROM contact_tickets t WHERE t.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows[0];
}

/**
 * Replies once to a ticket: the mail (with the attached images) goes to the sender, the ticket is
 * marked replied, a signed-in sender also gets a notification, and the audit log records it.
 */
export async function replyTicket(ctx: AppContext, admin: AuthAdmin, id: number, body: Required<TicketReplyBody>): Promise<AdminTicket> {
  const images = await Promise.all(decodeAttachments(body.attachments).map((bytes) => normaliseJpeg(bytes)));
  const ticket = await ctx.db.transaction(async (tx) => {
    const row = await ticketRow(tx, id, true);
    if (!row) throw notFound(adminMessages.ticketNotFound);
    if (row.replied_at) throw conflict(adminMessages.ticketAlreadyReplied);
    const stored: string[] = [];
    for (const jpeg of images) stored.push(await storeJpeg(ctx.storage, jpeg, 'tickets'));
    await tx.execute(sql`UPDATE contact_tickets SET replied_at = now(), reply_message = ${body.message}, reply_attachments = ${JSON.stringify(stored)}::jsonb WHERE id = ${id}`);
    if (row.user_id) await notifyUser(tx, row.user_id, NOTIFICATION.ticketReplied, { ticket_topic: row.topic });
    await audit(tx, admin, 'ticket.reply', `${id} ${row.email}`, { detail: { topic: row.topic, attachments: stored.length } });
    return row;
  });
  await sendMail(ctx, {
    to: ticket.email,
    subject: `Re: ${ticket.topic}`,
    ...composeMail({
      title: `About your message: ${ticket.topic}`,
      lines: [...body.message.split(/\n+/), '', 'You wrote:', ticket.message],
      action: { label: 'Contact us again', url: `${ctx.config.publicOrigin}/contact` },
      after: ['This is a reply to the message you sent through the Content+ contact page.'],
    }),
    attachments: images.map((jpeg, i) => ({ filename: `attachment-${i + 1}.jpg`, contentType: 'image/jpeg', content: jpeg.toString('base64') })),
  });
  return toAdminTicket(ctx)((await ticketRow(ctx.db, id))!);
}
