import { join } from 'node:path';
import type { Logger } from 'pino';
import { outboxMailer } from './outbox.ts';
import { smtpMailer } from './smtp.ts';
import type { Mailer } from './types.ts';

export type { Mailer, MailMessage } from './types.ts';

export type MailConfig = { smtpUrl?: string; from: string };

/** SMTP when SMTP_URL is set; otherwise the outbox folder in DATA_DIR, so the embedded default needs no server. */
export function createMailer(config: MailConfig, dataDir: string, logger: Pick<Logger, 'info'>): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.from)
    : outboxMailer(join(dataDir, 'outbox'), config.from, logger);
}
