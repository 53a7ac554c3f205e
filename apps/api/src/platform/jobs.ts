import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './mail';

export const QUEUES = { mail: 'mail-send', housekeeping: 'housekeeping' } as const;
/** Every hour, at a minute no other hourly job is likely to use. */
const HOUSEKEEPING_CRON = '17 * * * *';

/** pg-boss hands out the highest priority first. */
const MAIL_PRIORITY = { account: 10, bulk: 0 } as const;

export interface Jobs {
  sendMail(message: MailMessage, kind: keyof typeof MAIL_PRIORITY): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the product's own database. Mail goes through it so a slow SMTP never blocks a
 * request; `housekeeping` runs on its hourly schedule (pg-boss makes sure only one process runs it).
 */
export async function startJobs(connectionString: string, mailer: Mailer, log: Logger, housekeeping?: () => Promise<unknown>): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(QUEUES.mail, { name: QUEUES.mail, retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.work<MailMessage>(QUEUES.mail, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await mailer.send(job.data);
  });
  if (housekeeping) {
    await boss.createQueue(QUEUES.housekeeping, { name: QUEUES.housekeeping, policy: 'singleton', retryLimit: 0 });
    await boss.schedule(QUEUES.housekeeping, HOUSEKEEPING_CRON);
    await boss.work(QUEUES.housekeeping, async () => {
      log.info({ purged: await housekeeping() }, 'housekeeping done');
    });
  }
  return {
    sendMail: async (message, kind) => {
      await boss.send(QUEUES.mail, message, { priority: MAIL_PRIORITY[kind] });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
