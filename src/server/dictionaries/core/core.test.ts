import { describe, expect, it } from 'vitest';
import { createLanguageEngine } from '../../language/index.ts';
import enKo from './data/en-ko.ts';
import enRu from './data/en-ru.ts';
import koEn from './data/ko-en.ts';
import ruEn from './data/ru-en.ts';
import { CORE_VOCABULARY_PAIRS, coreEntries, hasCoreVocabulary, lookupCore } from './index.ts';
import { endingMeanings, particleMeaning } from './korean-grammar.ts';
import { parseCoreVocabulary } from './parse.ts';
import { russianGuesses } from './russian-forms.ts';
import { besideCoreVocabulary, coreVocabularyLookup } from './word.ts';

const FILES = { 'ko-en': koEn, 'en-ko': enKo, 'ru-en': ruEn, 'en-ru': enRu };
const SCRIPT = { ko: /\p{Script=Hangul}/u, ru: /\p{Script=Cyrillic}/u, en: /^[a-z][a-z' .-]*$/i };

describe('core vocabulary data files (whatever they hold)', () => {
  for (const [pair, text] of Object.entries(FILES)) {
    const [from, to] = pair.split('-') as ['ko' | 'ru' | 'en', 'ko' | 'ru' | 'en'];
    it(`${pair}: every line is "headword[/tag]|gloss; gloss", in the right scripts, no repeats`, () => {
      expect(text.startsWith('\n')).toBe(true);
      const { entries, problems } = parseCoreVocabulary(text);
      expect(problems).toEqual([]);
      expect(entries.length).toBeGreaterThanOrEqual(15);
      const seen = new Set<string>();
      for (const entry of entries) {
        const key = `${entry.headword}/${entry.pos}`;
        expect(seen.has(key), `${key} is listed twice`).toBe(false);
        seen.add(key);
        expect(entry.headword, 'headword script').toMatch(SCRIPT[from]);
        for (const gloss of entry.glosses) {
          // Short learner glosses, in the target language's script (English may quote a sign).
          expect(gloss.length, `${entry.headword}: "${gloss}" is not a short gloss`).toBeLessThanOrEqual(60);
          if (to !== 'en') expect(gloss, `${entry.headword}: gloss script`).toMatch(SCRIPT[to]);
        }
        // The language engine's lemma forms: Korean predicates end in 다.
        if (from === 'ko' && (entry.pos === 'verb' || entry.pos === 'adj')) expect(entry.headword).toMatch(/다$/u);
      }
    });
  }
});

describe('parseCoreVocabulary', () => {
  it('skips blank lines and comments, reads tags, and names the lines that do not fit', () => {
    const { entries, problems } = parseCoreVocabulary(
      '\n# comment\n\n먹다/v|eat; have\n학교|school\n  \n나/n|I; me\n오다/q|come\nno bar\n집|\n',
    );
    expect(entries).toEqual([
      { headword: '먹다', pos: 'verb', glosses: ['eat', 'have'] },
      { headword: '학교', pos: 'noun', glosses: ['school'] },
      { headword: '나', pos: 'pron', glosses: ['I', 'me'] },
    ]);
    expect(problems.map((p) => [p.line, p.problem])).toEqual([
      [8, 'unknown tag "/q"'],
      [9, 'no "|" between the headword and its glosses'],
      [10, 'no gloss'],
    ]);
  });
});

describe('lookupCore', () => {
  it('covers Korean and Russian to and from English, and nothing else', () => {
    expect(CORE_VOCABULARY_PAIRS).toEqual([
      ['ko', 'en'],
      ['en', 'ko'],
      ['ru', 'en'],
      ['en', 'ru'],
    ]);
    expect(hasCoreVocabulary('ko-KR', 'en-GB')).toBe(true);
    expect(hasCoreVocabulary('de', 'en')).toBe(false);
    expect(lookupCore('Hund', 'de', 'en')).toBeNull();
  });

  it('finds a dictionary form, Russian ё as е and any case, preferring the word class asked for', () => {
    expect(lookupCore('먹다', 'ko', 'en')?.glosses[0]).toMatch(/eat/);
    expect(lookupCore('Друг', 'ru', 'en')?.glosses.join()).toMatch(/friend/);
    expect(lookupCore('drink', 'en', 'ru', 'verb')?.pos).toBe('verb');
    expect(coreEntries('no-such-word', 'en', 'ko')).toEqual([]);
  });
});

describe('Korean grammar glossary', () => {
  it('explains particles, stacked ones piece by piece', () => {
    expect(particleMeaning('에서')).toMatch(/at; in/);
    expect(particleMeaning('를')).toBe(particleMeaning('을'));
    expect(particleMeaning('에서는')).toBe(`${particleMeaning('에서')} + ${particleMeaning('는')}`);
    expect(particleMeaning('xyz')).toBeNull();
  });

  it('reads past, politeness and connectives off an ending, not off a stem with ㅆ', () => {
    expect(endingMeanings('먹었어요', '먹다')).toEqual(['past', 'polite']);
    expect(endingMeanings('봤어요', '보다')).toEqual(['past', 'polite']);
    expect(endingMeanings('있어요', '있다')).toEqual(['polite']);
    expect(endingMeanings('좋지만', '좋다')).toEqual(['but']);
    expect(endingMeanings('갑니다', '가다')).toEqual(['formal polite']);
  });
});

describe('russianGuesses', () => {
  it('proposes the dictionary forms of case forms, imperatives, gerunds and adverbs', () => {
    expect(russianGuesses('комментариях')).toContain('комментарий');
    expect(russianGuesses('грамматикой')).toContain('грамматика');
    expect(russianGuesses('подписывайтесь')).toContain('подписываться');
    expect(russianGuesses('бойтесь')).toContain('бояться');
    expect(russianGuesses('говоря')).toContain('говорить');
    expect(russianGuesses('Интересно')).toContain('интересный');
    expect(russianGuesses('новые')[0]).toBe('новый');
  });
});

describe('coreVocabularyLookup (as the translator asks it)', () => {
  const look = coreVocabularyLookup(createLanguageEngine(), ['en', 'ko', 'ru', 'de']);

  it('splits a Korean word into stem and particle, each with its meaning', async () => {
    const answer = await look({ text: '학교에서', from: 'ko', to: 'en' });
    expect(answer).toMatchObject({ found: true, headword: '학교' });
    expect(answer?.found && answer.translation).toMatch(/school/);
    expect(answer?.parts?.map((p) => p.text)).toEqual(['학교', '에서']);
    expect(answer?.parts?.[1]?.meaning).toMatch(/at; in/);
  });

  it('gives a conjugated predicate its dictionary form and what its ending adds', async () => {
    const answer = await look({ text: '먹었어요', from: 'ko', to: 'en' });
    expect(answer).toMatchObject({ found: true, headword: '먹다', via: 'lemma', partOfSpeech: 'verb' });
    expect(answer?.parts).toEqual([
      { text: '먹', lemma: '먹다', meaning: expect.stringMatching(/eat/) },
      { text: '었어요', lemma: '-었어요', meaning: 'past, polite' },
    ]);
  });

  it('tries readings the engine’s lemma missed: a noun under a plural 들', async () => {
    const answer = await look({ text: '친구들', from: 'ko', to: 'en' });
    expect(answer).toMatchObject({ found: true, headword: '친구' });
    expect(answer?.found && answer.translation).toMatch(/friend/);
  });

  it('explains the particle of a word whose stem it does not know, without a translation', async () => {
    const answer = await look({ text: '쀍쀍이', from: 'ko', to: 'en' });
    expect(answer).toMatchObject({ found: false });
    expect(answer?.parts?.at(-1)).toEqual({ text: '이', lemma: '이', meaning: 'subject marker' });
  });

  it('reads Russian and English words in their sentence, through the engine’s lemma', async () => {
    const ru = await look({ text: 'хотела', from: 'ru', to: 'en', context: 'Я хотела сказать.' });
    expect(ru).toMatchObject({ found: true, headword: 'хотеть' });
    const en = await look({ text: 'drank', from: 'en', to: 'ru', context: 'I drank some water.' });
    expect(en).toMatchObject({ found: true, headword: 'drink', partOfSpeech: 'verb' });
    expect(en?.found && en.translation).toMatch(SCRIPT.ru);
    expect(await look({ text: 'zzzq', from: 'en', to: 'ko' })).toMatchObject({ found: false });
  });

  it('prefers a form the vocabulary lists as written, in Russian always, in English in the same word class', async () => {
    // The engine reads летом as лет ("years"); the list has летом "in summer".
    expect(await look({ text: 'летом', from: 'ru', to: 'en', context: 'Я поехала летом в Лондон.' })).toMatchObject({
      found: true,
      headword: 'летом',
    });
    // "left" the noun (the side) is listed, but here it is the verb: leave.
    expect(await look({ text: 'left', from: 'en', to: 'ru', context: 'She left early.' })).toMatchObject({
      found: true,
      headword: 'leave',
    });
  });

  it('leaves sentences to the other engines, saying why', async () => {
    expect(await look({ text: '오늘 학교에서 친구를 만났어요', from: 'ko', to: 'en' })).toEqual({
      found: false,
      reason: 'The offline dictionary has words and short phrases, not sentences',
    });
  });

  it('has nothing to say for a pair without a core vocabulary', async () => {
    expect(await look({ text: 'Hund', from: 'de', to: 'en' })).toBeNull();
  });
});

describe('besideCoreVocabulary', () => {
  it('keeps FreeDict quiet for a pair only the core vocabulary covers, and asks it otherwise', async () => {
    const asked: string[] = [];
    const freeDict = besideCoreVocabulary(async (request) => {
      asked.push(`${request.from}-${request.to}`);
      return { found: false, reason: 'FreeDict reason' };
    });
    expect(await freeDict({ text: '뷁', from: 'ko', to: 'en' })).toEqual({ found: false, reason: '' });
    expect(await freeDict({ text: 'hello', from: 'en', to: 'ko' })).toEqual({ found: false, reason: '' });
    await freeDict({ text: 'гусеница', from: 'ru', to: 'en' });
    await freeDict({ text: 'Hund', from: 'de', to: 'en' });
    expect(asked).toEqual(['ru-en', 'de-en']);
  });
});
