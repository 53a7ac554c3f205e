import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** Headers and body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

function decodeQuotedPrintable(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The `.eml` files the product wrote to `<dataDir>/outbox`, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(path.join(dir, file), 'utf8');
      const text = decodeQuotedPrintable(raw);
      return {
        file,
        to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        text,
      };
    }),
  );
}

/** The newest mail to `to` whose subject contains `subject`. */
export async function lastMailTo(dataDir: string, to: string, subject: string) {
  const mails = (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject.includes(subject));
  return mails.at(-1);
}

/** The token of the first `${origin}/${kind}/<token>` link in the mail. */
export function tokenFrom(mail: OutboxMail | undefined, kind: 'verify' | 'reset'): string {
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]{20,})`).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${kind} link in ${mail?.file ?? 'missing mail'}`);
  return match[1]!;
}
