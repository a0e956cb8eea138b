import { describe, expect, it } from 'vitest';
import { cleanCaptionText, decodeEntities } from './text.ts';

describe('decodeEntities', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['it&#39;s', "it's"],
    ['it&amp;#39;s', "it's"], // srv3 double-encodes
    ['&amp;amp;', '&'],
    ['&lt;b&gt; &quot;hi&quot; &apos;x&apos;', '<b> "hi" \'x\''],
    ['&#x1F600; &#233;t&#xE9;', '😀 été'],
    ['caf&eacute; &unknown; & plain', 'caf&eacute; &unknown; & plain'],
    ['&#0; &#xD800; &#1114112;', '  '],
    ['a&nbsp;b &hellip; &mdash;', 'a b … —'],
  ])('%s → %s', (input, expected) => expect(decodeEntities(input)).toBe(expected));
});

describe('cleanCaptionText', () => {
  it.each([
    ['&lt;font color=&quot;#E5E5E5&quot;&gt;hello&lt;/font&gt; world', 'hello world'],
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
    ['<script>alert(1)</script>', 'alert(1)'],
  ])('%j → %j', (input, expected) => expect(cleanCaptionText(input)).toBe(expected));
});
