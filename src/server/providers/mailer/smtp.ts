import { lazyTransport } from './transport.ts';
import type { Mailer, MailMessage } from './types.ts';

/**
 * Sends through the SMTP server at `url` (`smtp://user:pass@host:587`, `smtps://…:465`). A pool keeps
 * the connection open between messages; the job that calls `send` retries when the server refuses.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = lazyTransport(url, { from });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await (await transport.get()).sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
