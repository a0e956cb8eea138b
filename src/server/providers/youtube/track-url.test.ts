import { describe, expect, it } from 'vitest';
import { needsPoToken, timedTextUrl } from './track-url.ts';

const BASE =
  'https://www.youtube.com/api/timedtext?v=GJLlxj_dtq8&ei=xp1J&caps=asr&opi=112496729&xoaf=5&hl=en&ip=0.0.0.0&ipbits=0' +
  '&expire=1749680182&sparams=ip,ipbits,expire,v,ei,caps,opi,xoaf&signature=1F96.7F4A&key=yt8&kind=asr&lang=en&fmt=srv3';

describe('timedTextUrl', () => {
  it('replaces fmt and leaves every signed parameter exactly as YouTube wrote it', () => {
    const url = timedTextUrl(BASE, 'json3');
    expect(url).toBe(BASE.replace('&fmt=srv3', '&fmt=json3'));
    expect(url).toContain('sparams=ip,ipbits,expire,v,ei,caps,opi,xoaf');
  });
  it('asks for the legacy XML by leaving fmt out', () => {
    expect(timedTextUrl(BASE, 'xml')).toBe(BASE.replace('&fmt=srv3', ''));
  });
  it('adds or replaces tlang for a translation', () => {
    expect(timedTextUrl(BASE, 'vtt', 'fr')).toBe(`${BASE.replace('&fmt=srv3', '')}&fmt=vtt&tlang=fr`);
    expect(timedTextUrl(`${BASE}&tlang=de`, 'json3', 'zh-Hans')).toMatch(/&fmt=json3&tlang=zh-Hans$/);
  });
  it('keeps the origin of the URL it was given', () => {
    expect(timedTextUrl('http://127.0.0.1:5555/api/timedtext?v=x&lang=ko', 'srv3')).toBe(
      'http://127.0.0.1:5555/api/timedtext?v=x&lang=ko&fmt=srv3',
    );
    expect(timedTextUrl('https://example.test/api/timedtext', 'json3')).toBe(
      'https://example.test/api/timedtext?fmt=json3',
    );
  });
});

describe('needsPoToken', () => {
  it.each([
    [`${BASE}&exp=xpe`, true],
    [BASE.replace('&xoaf=5', '&exp=xpv&xoaf=5'), true],
    [BASE, false],
    [`${BASE}&exp=other`, false],
    [`${BASE}&sexp=xpe`, false],
  ])('%#', (url, expected) => expect(needsPoToken(url)).toBe(expected));
});
