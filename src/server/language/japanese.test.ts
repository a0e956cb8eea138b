import { describe, expect, it } from 'vitest';
import { loadJapanese, readJapaneseLine, toHiragana, tokenizeJapanese } from './japanese.ts';

describe('Japanese', () => {
  it('asks for ready() before the dictionary is loaded', () => {
    expect(() => tokenizeJapanese('日本')).toThrow(/ready\(\)/);
  });

  it('loads the dictionary once, however often it is asked', async () => {
    await Promise.all([loadJapanese(), loadJapanese()]);
    await loadJapanese();
    expect(tokenizeJapanese('食べられなかった').map((t) => [t.surface, t.lemma, t.pos])).toEqual([
      ['食べ', '食べる', 'verb'],
      ['られ', 'られる', 'aux'],
      ['なかっ', 'ない', 'aux'],
      ['た', 'た', 'aux'],
    ]);
  });

  it('maps IPADIC tags to the shared ones', async () => {
    await loadJapanese();
    const pos = Object.fromEntries(
      tokenizeJapanese('東京の静かな公園で三人がゆっくり話した。').map((t) => [t.surface, t.pos]),
    );
    expect(pos).toMatchObject({
      東京: 'propn',
      の: 'adp',
      静か: 'adj',
      公園: 'noun',
      三: 'num',
      人: 'other',
      ゆっくり: 'adv',
      話し: 'verb',
      '。': 'punct',
    });
  });

  it('turns katakana readings into hiragana', () => {
    expect(toHiragana('タベル')).toBe('たべる');
    expect(toHiragana('コーヒー')).toBe('こーひー');
  });

  it('reads a line whole: a word is read with its neighbours, each stretch where it is in the line', async () => {
    await loadJapanese();
    const read = (line: string) => readJapaneseLine(line).map((s) => [line.slice(s.start, s.end), s.reading]);
    expect(read('年')).toEqual([['年', 'とし']]);
    // Everyday words said two ways: the usual reading first, the other one an alternative.
    expect(readJapaneseLine('日本')[0]).toMatchObject({ reading: 'にほん', alternatives: ['にほん', 'にっぽん'] });
    expect(read('行って、ください')).toEqual([
      ['行っ', 'いっ'],
      ['て', 'て'],
      ['、', '、'],
      ['ください', 'ください'],
    ]);
  });

  it('reads a number with its counter as one stretch, every usual way', async () => {
    await loadJapanese();
    const [year, , seven] = readJapaneseLine('2024年に7時');
    expect(year).toMatchObject({ start: 0, end: 5, reading: 'にせんにじゅうよねん' });
    expect(year!.alternatives).toContain('にせんにじゅうよんねん');
    expect(seven).toMatchObject({ start: 6, end: 8, reading: 'ななじ' });
    expect(seven!.alternatives).toContain('しちじ');
    // Counters the dictionary tags otherwise (3つ, 9月), kanji numerals, and what is no number (何).
    expect(readJapaneseLine('3つ')[0]).toMatchObject({ end: 2, reading: 'みっつ' });
    expect(readJapaneseLine('9月')[0]).toMatchObject({ end: 2, reading: 'くがつ' });
    expect(readJapaneseLine('三百円')[0]).toMatchObject({ end: 3, reading: 'さんびゃくえん' });
    expect(readJapaneseLine('何本')[0]).toMatchObject({ end: 1, reading: 'なん' });
  });
});
