import { beforeAll, describe, expect, it } from 'vitest';
import { engine, foundIn, matchesOf } from '../test-support.ts';

const TRANSCRIPT = [
  'みなさん、こんにちは。私は田中です。',
  '毎日日本語を勉強しています。',
  'ちょっと待ってください。',
  '昨日、図書館で本を読みました。',
  '来年は日本に行きたいです。',
  '肉は食べない。',
  '漢字が少し読めます。',
];

describe('Japanese grammar points', () => {
  beforeAll(() => engine.ready());

  it('finds the points a spoken transcript uses', () => {
    const found = foundIn('ja', TRANSCRIPT);
    expect(found.get('ja.desu-masu')).toEqual(['田中です', '勉強しています', '読みました', '行きたいです', '読めます']);
    expect(found.get('ja.te-iru')).toEqual(['勉強しています']);
    expect(found.get('ja.te-kudasai')).toEqual(['待ってください']);
    expect(found.get('ja.past')).toEqual(['読みました']);
    expect(found.get('ja.particle.wa-ga')).toEqual(['私は', '来年は', '肉は', '漢字が']);
    expect(found.get('ja.particle.wo')).toEqual(['日本語を', '本を']);
    expect(found.get('ja.particle.ni-de')).toEqual(['図書館で', '日本に']);
    expect(found.get('ja.tai')).toEqual(['行きたいです']);
    expect(found.get('ja.nai')).toEqual(['食べない']);
    expect(found.get('ja.potential')).toEqual(['読めます']);
  });

  it('keeps the copula, adjective ない and な-adjectives out', () => {
    expect(matchesOf('ja.past', 'これは本だ。')).toEqual([]);
    expect(matchesOf('ja.nai', '時間がない。')).toEqual([]);
    expect(matchesOf('ja.particle.ni-de', '静かに話してください。')).toEqual([]);
    expect(matchesOf('ja.particle.ni-de', '七時に起きます。')).toEqual(['七時に']);
    expect(matchesOf('ja.particle.wa-ga', '雨ですが、行きます。')).toEqual([]);
    expect(matchesOf('ja.potential', '電話を入れる。ご飯を食べる。')).toEqual([]);
    expect(matchesOf('ja.te-iru', '本を読んでる。')).toEqual(['読んでる']);
  });
});
