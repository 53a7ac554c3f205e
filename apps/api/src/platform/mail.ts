import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from './config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (base64, so a queued mail stays plain JSON). */
  attachments?: { filename: string; contentType: string; content: string }[];
}

const withAttachments = ({ attachments, ...m }: MailMessage) => ({ ...m, attachments: attachments?.map((a) => ({ ...a, encoding: 'base64' as const })) });

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when `SMTP_URL` is set, otherwise each message becomes an `.eml` file in the outbox. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (m) => {
        await transport.sendMail({ from: config.mailFrom, ...withAttachments(m) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...withAttachments(m) });
      await fs.mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await fs.writeFile(path.join(config.outboxDir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailContent {
  title: string;
  lines: string[];
  action: { label: string; url: string };
  /** Small print after the button. */
  after: string[];
}

/** The one look of product mail: title, paragraphs, a button with its address spelled out, small print. */
export function composeMail({ title, lines, action, after }: MailContent): Pick<MailMessage, 'text' | 'html'> {
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:13px;color:#6b7280">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`,
    ...after.map((l) => `<p style="font-size:13px;color:#6b7280">${escapeHtml(l)}</p>`),
    '<p>Content+</p></body></html>',
  ].join('\n');
  const text = [title, '', ...lines, '', `${action.label}: ${action.url}`, '', ...after, '', 'Content+'].join('\n');
  return { html, text };
}
