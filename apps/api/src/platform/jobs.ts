import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './mail';

export const QUEUES = { mail: 'mail-send' } as const;

/** pg-boss hands out the highest priority first. */
const MAIL_PRIORITY = { account: 10, bulk: 0 } as const;

export interface Jobs {
  sendMail(message: MailMessage, kind: keyof typeof MAIL_PRIORITY): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss on the product's own database. Mail goes through it so a slow SMTP never blocks a request. */
export async function startJobs(connectionString: string, mailer: Mailer, log: Logger): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(QUEUES.mail, { name: QUEUES.mail, retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.work<MailMessage>(QUEUES.mail, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await mailer.send(job.data);
  });
  return {
    sendMail: async (message, kind) => {
      await boss.send(QUEUES.mail, message, { priority: MAIL_PRIORITY[kind] });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
