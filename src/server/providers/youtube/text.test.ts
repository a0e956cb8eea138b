import { describe, expect, it } from 'vitest';
import { cleanCaptionText, decodeEntities } from './text.ts';

describe('decodeEntities', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['it&#39;s', "it's"],
    ['it&amp;#39;s', 'it&#39;s'], // once: srv3's second layer is the XML parser's (xml.ts)
    ['&amp;amp;', '&amp;'],
    ['&amp;lt;script&amp;gt;', '&lt;script&gt;'],
    ['&lt;b&gt; &quot;hi&quot; &apos;x&apos;', '<b> "hi" \'x\''],
    ['&#x1F600; &#233;t&#xE9;', '😀 été'],
    ['caf&eacute; &unknown; & plain', 'caf&eacute; &unknown; & plain'],
    ['&#0; &#xD800; &#1114112;', '  '],
    ['a&nbsp;b &hellip; &mdash;', 'a b … —'],
  ])('%s → %s', (input, expected) => expect(decodeEntities(input)).toBe(expected));
});

describe('cleanCaptionText', () => {
  it.each([
    ['<font color="#E5E5E5">hello</font> world', 'hello world'],
    ['&lt;i&gt;said on purpose&lt;/i&gt;', '<i>said on purpose</i>'],
    ['<i>so</i> <b>very</b> <u>true</u>', 'so very true'],
    ['this<00:05:04.199><c> will</c><c.colorE5E5E5> happen</c>', 'this will happen'],
    ['<v Roger>Hi there</v>', 'Hi there'],
    ['<ruby>漢字<rt>かんじ</rt></ruby>です', '漢字です'],
    ['[Music] so today [Applause] we start', 'so today we start'],
    ['[음악]', ''],
    ['what the [ __ ] was that', 'what the was that'],
    ['♪ la la land ♪', 'la la land'],
    ['♪～♪', ''],
    ['&gt;&gt; Next speaker', 'Next speaker'],
    ['  lots \t of\u00a0  space  ', 'lots of space'],
    ['first line\r\n\n  second line  \n', 'first line\nsecond line'],
    ['zero\u200bwidth\u0007 bell', 'zerowidth bell'],
    ['2 < 3 and 5 > 4, <3 you', '2 < 3 and 5 > 4, <3 you'],
  ])('%j → %j', (input, expected) => expect(cleanCaptionText(input)).toBe(expected));
});

describe('hostile cues', () => {
  it.each([
    ['<script>alert(1)</script>Hallo', 'Hallo'],
    ['<SCRIPT type="text/javascript">x = "</b>"</SCRIPT>Guten Tag', 'Guten Tag'],
    ['<style>.a{color:red}</style>Bonjour', 'Bonjour'],
    ['Hola<script>fetch("//evil")', 'Hola'],
    ['<img src=x onerror=alert(1)>Ciao', 'Ciao'],
    ['<a href="javascript:alert(1)">Link</a> text', 'Link text'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
    ['<scrip<script>t>alert(1)</script>', '<scrip'], // the broken half is inert text; nothing of the script survives
  ])('%j → %j', (input, expected) => expect(cleanCaptionText(input)).toBe(expected));
});
