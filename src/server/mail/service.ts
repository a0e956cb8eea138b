import type { AuthMail } from '../auth/auth.ts';
import type { Queue } from '../jobs/queue.ts';
import { mailLocale } from './locale.ts';
import { passwordResetMail } from './password-reset.ts';
import { sendMail } from './send.job.ts';

/** The mail Better Auth asks for, rendered in the asker's UI language and handed to the queue. */
export function authMail(queue: Pick<Queue, 'send'>): AuthMail {
  return {
    async passwordReset({ email, name, url }, request) {
      const lang = mailLocale(request?.headers.get('accept-language'));
      await queue.send(sendMail.name, { to: email, ...passwordResetMail({ lang, name, url }) });
    },
  };
}
