import { describe, expect, it } from 'vitest';
import { clip, escapeHtml, withHead } from './page-head.ts';

describe('clip', () => {
  it('keeps short text whole, with its spaces folded', () => {
    expect(clip('  Hello\n  world  ')).toBe('Hello world');
  });
  it('cuts long text at a word, under the limit, with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const cut = clip(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/^(word )*word…$/);
  });
  it('cuts text without spaces (Japanese) at the limit', () => {
    expect(clip('あ'.repeat(300), 100)).toBe(`${'あ'.repeat(99)}…`);
  });
});

describe('withHead', () => {
  const shell =
    '<html data-waitlist="on" lang="en"><head><title>Lingoclip</title></head><body><div id="root"></div></body></html>';
  it('sets the lang beside other attributes, adds a description the shell lacked, fills #root', () => {
    const html = withHead(
      shell,
      'https://x.example',
      { locale: 'ko', path: '/shared/ko', title: 'A & B', description: '"quoted"' },
      '<h1>A</h1>',
    );
    expect(html).toContain('<html data-waitlist="on" lang="ko">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="&quot;quoted&quot;">');
    expect(html).toContain('<div id="root"><h1>A</h1></div>');
  });
  it('a missing page: noindex and nothing that names an address', () => {
    const html = withHead(shell, 'https://x.example', {
      locale: 'en',
      path: '/shared/note/x',
      title: 'Not found',
      description: 'Gone',
      missing: true,
    });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('https://x.example');
  });
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;');
  });
});
