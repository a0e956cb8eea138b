import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { inject } from 'vitest';

/**
 * The mail the server wrote to DATA_DIR/outbox (no SMTP_URL: the embedded default), newest last;
 * waits until one to `to` arrives (the mail job runs in the background). `dataDir`: another server's;
 * `subject`: only a message whose subject matches (an address may get several kinds).
 */
export async function waitForMail(
  to: string,
  {
    timeoutMs = 20_000,
    dataDir = inject('dataDir'),
    subject,
  }: { timeoutMs?: number; dataDir?: string; subject?: RegExp } = {},
): Promise<ParsedMail> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(join(dir, f)))));
    const mine = mails.filter(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === to && (!subject || subject.test(mail.subject ?? '')),
    );
    if (mine.length) return mine.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dir} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export const linkIn = (mail: ParsedMail) => mail.text?.match(/https?:\/\/\S+/)?.[0] ?? '';
