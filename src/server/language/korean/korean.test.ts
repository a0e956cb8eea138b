import { describe, expect, it } from 'vitest';
import { lexiconFor } from '../lexicons.ts';
import { analyzeEojeol } from './eojeol.ts';
import { compose, decompose, withLast } from './hangul.ts';
import { reverseInfinitive } from './predicate.ts';

const parts = (word: string) => analyzeEojeol(word, lexiconFor('ko')).map((p) => `${p.text}:${p.lemma}:${p.pos}`);

describe('hangul', () => {
  it('decomposes and composes syllables', () => {
    expect(decompose('갔')).toEqual({ initial: 'ㄱ', vowel: 'ㅏ', final: 'ㅆ' });
    expect(compose({ initial: 'ㅎ', vowel: 'ㅏ', final: '' })).toBe('하');
    expect(withLast('먹었', { final: '' })).toBe('먹어');
    expect(decompose('a')).toBeNull();
  });
});

describe('reverseInfinitive', () => {
  it.each([
    ['먹어', '먹'],
    ['가', '가'],
    ['봐', '보'],
    ['와', '오'],
    ['줘', '주'],
    ['마셔', '마시'],
    ['해', '하'],
    ['돼', '되'],
    ['예뻐', '예쁘'],
    ['바빠', '바쁘'],
    ['몰라', '모르'],
    ['추워', '춥'],
    ['도와', '돕'],
    ['들어', '듣'],
    ['그래', '그렇'],
  ])('%s comes from %s', (form, stem) => expect(reverseInfinitive(form)).toContain(stem));
});

describe('analyzeEojeol', () => {
  it('splits particles and the copula off nouns', () => {
    expect(parts('학교에서')).toEqual(['학교:학교:noun', '에서:에서:adp']);
    expect(parts('친구들이')).toEqual(['친구들:친구:noun', '이:이:adp']);
    expect(parts('학생입니다')).toEqual(['학생:학생:noun', '입니다:이다:aux']);
    expect(parts('친구예요')).toEqual(['친구:친구:noun', '예요:이다:aux']);
  });

  it('keeps predicates whole with their dictionary form and tag', () => {
    expect(parts('먹었어요')).toEqual(['먹었어요:먹다:verb']);
    expect(parts('예뻐요')).toEqual(['예뻐요:예쁘다:adj']);
    expect(parts('공부하고')).toEqual(['공부하고:공부하다:verb']);
  });

  it('reads a pronoun with a particle as a noun, not as a verb form', () => {
    expect(parts('나는')).toEqual(['나:나:pron', '는:는:adp']);
    expect(parts('가요')).toEqual(['가요:가다:verb']);
  });

  it('matches particles to the last sound of the noun', () => {
    expect(parts('연필로')).toEqual(['연필:연필:noun', '로:로:adp']); // ㄹ takes 로, unknown noun
    expect(parts('나이')).toEqual(['나이:나이:noun']); // 이 needs a final consonant: not 나 + 이
  });

  it('guesses unknown words by their endings', () => {
    expect(parts('달렸어요')).toEqual(['달렸어요:달리다:verb']);
    expect(parts('말씀하셨어요')).toEqual(['말씀하셨어요:말씀하다:verb']);
    expect(parts('소개할게요')).toEqual(['소개할게요:소개하다:verb']);
  });
});
