import { describe, expect, it } from 'vitest';
import { renderMail } from './layout.ts';
import { mailLocale } from './locale.ts';

describe('mailLocale', () => {
  it.each([
    ['ko-KR,ko;q=0.9,en-US;q=0.8', 'ko'],
    ['pt-BR,pt;q=0.9,fr;q=0.8,en;q=0.5', 'fr'],
    ['en;q=0.2, ja;q=0.9', 'ja'],
    ['de;q=0, it', 'it'],
    ['zh-CN', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['*', 'en'],
  ])('%j → %s', (header, expected) => expect(mailLocale(header)).toBe(expected));
});

describe('renderMail', () => {
  it('escapes what users wrote in both parts’ HTML and keeps the full link in the text part', () => {
    const mail = renderMail({
      lang: 'en',
      subject: 'Hi <b>',
      greeting: 'Hi <script>alert(1)</script>,',
      paragraphs: ['A & B'],
      action: { label: 'Open', url: 'https://example.com/x?a=1&b="2"' },
      footnotes: ['Small print'],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('href="https://example.com/x?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Open: https://example.com/x?a=1&b="2"');
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
  });
});
