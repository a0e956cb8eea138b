import type { AuthMail } from '../auth/auth.ts';
import type { Queue } from '../jobs/queue.ts';
import { mailLocale } from './locale.ts';
import { passwordResetMail } from './password-reset.ts';
import { sendMail } from './send.job.ts';
import { verifyEmailMail } from './verify-email.ts';

/** The mail Better Auth asks for, rendered in the asker's UI language and handed to the queue. */
export function authMail(queue: Pick<Queue, 'send'>): AuthMail {
  const queueMail = async (
    render: typeof passwordResetMail,
    { email, name, url }: { email: string; name: string; url: string },
    request?: Request,
  ) => {
    const lang = mailLocale(request?.headers.get('accept-language'));
    await queue.send(sendMail.name, { to: email, ...render({ lang, name, url }) });
  };
  return {
    passwordReset: (input, request) => queueMail(passwordResetMail, input, request),
    verifyEmail: (input, request) => queueMail(verifyEmailMail, input, request),
  };
}
