import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './index.ts';
import { linksOf, startSmtpInbox } from './test/smtp-inbox.ts';

const message = {
  to: 'learner@example.com',
  subject: '비밀번호 재설정',
  text: 'Open https://app.example.com/reset?token=abc to continue.',
  html: '<p>Open <a href="https://app.example.com/reset?token=abc">the link</a></p>',
};

describe('SMTP mailer', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it('delivers the message to a real SMTP server: sender, recipient, both parts, non-Latin subject', async () => {
    const mailer = createMailer({ smtpUrl: inbox.url, from: 'Lingoclip <no-reply@example.com>' }, '/nonexistent', {
      info: () => {},
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    const mail = await inbox.waitFor(1);
    expect(mail.subject).toBe('비밀번호 재설정');
    expect(mail.from?.value).toEqual([{ name: 'Lingoclip', address: 'no-reply@example.com' }]);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('learner@example.com');
    expect(linksOf(mail)).toEqual(['https://app.example.com/reset?token=abc']);
    expect(mail.html).toContain('href="https://app.example.com/reset?token=abc"');
    mailer.close();
  });

  it('throws when the server refuses, so the sending job is retried', async () => {
    const mailer = createMailer({ smtpUrl: inbox.url, from: 'no-reply@example.com' }, '/nonexistent', {
      info: () => {},
    });
    inbox.refuse(1);
    await expect(mailer.send(message)).rejects.toThrow(/451|try again/);
    mailer.close();
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox and logs its subject and links', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lingoclip-outbox-'));
    const logged: unknown[] = [];
    const mailer = createMailer({ from: 'no-reply@localhost' }, dataDir, {
      info: (...args: unknown[]) => logged.push(args),
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const parsed = await Promise.all(files.map((file) => simpleParser(readFileSync(join(dataDir, 'outbox', file)))));
    expect(parsed.map((mail) => mail.subject).sort()).toEqual(['Second', '비밀번호 재설정']);
    expect(parsed[0]!.text).toContain('https://app.example.com/reset?token=abc');
    expect(JSON.stringify(logged)).toContain('https://app.example.com/reset?token=abc');
  });
});
