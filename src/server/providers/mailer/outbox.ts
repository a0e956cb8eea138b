import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { lazyTransport } from './transport.ts';
import type { Mailer, MailMessage } from './types.ts';

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * Without SMTP_URL the embedded default still "sends": each message becomes an RFC 822 `.eml` file
 * in `dir` (any mail client opens it), and the log names its subject and links so whoever runs the
 * server can follow a password-reset link without a mail server. Written under a temporary name and
 * renamed, so a reader never sees half a file.
 */
export function outboxMailer(dir: string, from: string, logger: Pick<Logger, 'info'>): Mailer {
  const composer = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const { message: raw } = (await (await composer.get()).sendMail({ from, ...message })) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = join(dir, name);
      await writeFile(`${file}.tmp`, raw);
      await rename(`${file}.tmp`, file);
      const links = [...new Set(message.text.match(LINK) ?? [])];
      logger.info(
        { to: message.to, subject: message.subject, links, file },
        `mail written to the outbox: ${message.subject}`,
      );
    },
    close: () => composer.close(),
  };
}
