import { describe, expect, it } from 'vitest';
import { loadJapanese, toHiragana, tokenizeJapanese } from './japanese.ts';

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
});
