import { z } from 'zod';
import { defineJob } from '../jobs/definition.ts';

export const MailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().min(1),
});

/**
 * Sends one rendered message. Mail goes through the queue, not the request: a slow or refusing SMTP
 * server is retried with backoff instead of failing the learner's request, and "reset my password"
 * answers as fast for an unknown address as for a known one (no account discovery by timing).
 * At-least-once: a crash between the server's acceptance and the job's completion may send twice.
 */
export const sendMail = defineJob({
  name: 'mail.send',
  payload: MailPayload,
  retryLimit: 8,
  retryDelaySeconds: 30,
  // One message per fetch: at the default 2 s poll a launch's waitlist joins (each mails a link, ADR 23)
  // would queue faster than they are sent (0.5 a second); 0.5 s gives 2 a second for one more idle query.
  pollSeconds: 0.5,
  async handle(message, { providers }) {
    await providers.mailer.send(message);
  },
});
