import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@cp/db';
import { sendMail } from '../src/platform/context';
import { startJobs } from '../src/platform/jobs';
import { createMailer } from '../src/platform/mail';
import { startTestApp } from './helpers';

interface Received { from: string; to: string[]; raw: string }
let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];

beforeAll(async () => {
  port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function waitFor<T>(probe: () => T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('mail', () => {
  it('delivers over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: 'Content+ <no-reply@contentplus.local>', outboxDir: '/nonexistent' });
    await mailer.send({ to: 'teacher@school.example.org', subject: 'Direct hello', text: 'Hello over SMTP' });
    mailer.close();
    const got = inbox.find((m) => m.raw.includes('Direct hello'));
    expect(got?.to).toEqual(['teacher@school.example.org']);
    expect(got?.from).toBe('no-reply@contentplus.local');
    expect(got?.raw).toContain('Hello over SMTP');
  });

  it('writes .eml files to the outbox without SMTP', async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cp-outbox-'));
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Content+ <no-reply@contentplus.local>', outboxDir });
    await mailer.send({ to: 'student@school.example.org', subject: 'Outbox hello', text: 'Saved as a file' });
    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: student@school.example.org');
    expect(eml).toContain('Subject: Outbox hello');
    await fs.rm(outboxDir, { recursive: true });
  });

  it('sends through the pg-boss job queue', async () => {
    const t = await startTestApp({ JOBS: 'true', SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    try {
      await sendMail(t.ctx, { to: 'queued@school.example.org', subject: 'Queued hello', text: 'Through the queue' });
      const got = await waitFor(() => inbox.find((m) => m.raw.includes('Queued hello')));
      expect(got.to).toEqual(['queued@school.example.org']);
      const jobs = await t.ctx.database.pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail-send'`);
      expect(jobs.rows[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      await t.close();
    }
  });

  it('hands account mail (verify, reset) out ahead of bulk invitation mail queued before it', async () => {
    const t = await startTestApp();
    const sent: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const mailer = {
      send: async (m: { subject: string }) => {
        if (sent.length === 0) await gate; // hold the worker on the first mail while more are queued
        sent.push(m.subject);
      },
      close: () => {},
    };
    const jobs = await startJobs(t.ctx.database.url, mailer as never, t.ctx.log, async () => null);
    try {
      await jobs.sendMail({ to: 'a@b.org', subject: 'bulk 0', text: '' }, 'bulk');
      await waitFor(() => (sent.length === 0 ? true : undefined)); // the worker has it (or will)
      await new Promise((r) => setTimeout(r, 1500));
      for (let i = 1; i <= 5; i++) await jobs.sendMail({ to: 'a@b.org', subject: `bulk ${i}`, text: '' }, 'bulk');
      await jobs.sendMail({ to: 'a@b.org', subject: 'verify', text: '' }, 'account');
      release();
      await waitFor(() => (sent.length === 7 ? true : undefined));
      expect(sent[0]).toBe('bulk 0');
      expect(sent[1]).toBe('verify');
      // The hourly housekeeping is on pg-boss's schedule (one run per installation, whichever process).
      const schedules = await t.ctx.database.pool.query(`SELECT name, cron FROM pgboss.schedule`);
      expect(schedules.rows).toContainEqual({ name: 'housekeeping', cron: '17 * * * *' });
    } finally {
      await jobs.stop();
      await t.close();
    }
  });
});
