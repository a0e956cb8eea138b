import type { GuideFacts, GuideQuestion, StudyGuide } from '../../db/schema/material.ts';
import type { GrammarDraft, MaterialInput, MaterialTools, SentenceCardDraft, WordCardDraft } from '../types.ts';
import type { AnalyzedNote } from './analyze.ts';

export const KEY_VOCABULARY = 10;
const QUESTIONS_OF_EACH_KIND = 5;

type Parts = { words: WordCardDraft[]; sentences: SentenceCardDraft[]; grammar: GrammarDraft[] };

/** Seen this many times or more, a word is among those "heard most often"; once is not often. */
export const OFTEN = 2;
const FREQUENT_WORDS = 5;
const OPENING_LINES = 2;

/**
 * How long the note is: the same number its header shows (end − start), not the span of its
 * speech, which starts after and ends before the clip (0:30 of speech in a 0:48 clip).
 */
export function noteSeconds(input: MaterialInput): number {
  const speech = input.lines.length ? input.lines.at(-1)!.end - input.lines[0]!.start : 0;
  return Math.max(0, Math.round(input.seconds && input.seconds > 0 ? input.seconds : speech));
}

/**
 * What can be counted about the note, for the page to say in the UI language (ADR 18); the LLM
 * generator writes a real summary of what is said instead.
 */
export function offlineFacts(input: MaterialInput, tools: MaterialTools, note: AnalyzedNote): GuideFacts {
  const frequentWords = tools.engine
    .wordsWorthLearning(note.words.flat(), input.language, input.level)
    .filter((word) => word.count >= OFTEN)
    .sort((a, b) => b.count - a.count)
    .slice(0, FREQUENT_WORDS)
    .map((word) => ({ word: word.lemma, count: word.count }));
  return {
    language: input.language,
    seconds: noteSeconds(input),
    lines: input.lines.length,
    words: note.words.reduce((sum, tokens) => sum + tokens.length, 0),
    frequentWords,
    opening: input.lines
      .slice(0, OPENING_LINES)
      .map((line) => line.text.trim())
      .join(' '),
  };
}

/**
 * Gap-fill questions, one per line: the key sentences first (blanking a word each teaches), then
 * the lines the word cards came from, so short clips with one key sentence still get a quiz.
 */
function clozeQuestions(input: MaterialInput, note: AnalyzedNote, { sentences, words }: Parts): GuideQuestion[] {
  const gaps = [
    ...sentences
      .filter((sentence) => sentence.teaches.length)
      .map((sentence) => ({ lineIndex: sentence.lineIndex, lemma: sentence.teaches[0]! })),
    ...words.map((word) => ({ lineIndex: word.lineIndex, lemma: word.lemma })),
  ];
  const questions: GuideQuestion[] = [];
  const asked = new Set<number>();
  for (const { lineIndex, lemma } of gaps) {
    if (questions.length >= QUESTIONS_OF_EACH_KIND) break;
    const token = note.words[lineIndex]!.find((t) => t.lemma === lemma);
    if (asked.has(lineIndex) || !token) continue;
    asked.add(lineIndex);
    const text = input.lines[lineIndex]!.text;
    questions.push({
      kind: 'cloze',
      before: text.slice(0, token.start),
      after: text.slice(token.end),
      answer: token.surface,
      lineIndex,
    });
  }
  return questions;
}

function meaningQuestions(words: WordCardDraft[]): GuideQuestion[] {
  return words
    .filter((word) => word.translation)
    .slice(0, QUESTIONS_OF_EACH_KIND)
    .map((word) => ({ kind: 'meaning', word: word.lemma, answer: word.translation!, lineIndex: word.lineIndex }));
}

export function studyGuide(
  input: MaterialInput,
  tools: MaterialTools,
  note: AnalyzedNote,
  { words, sentences, grammar }: Parts,
): StudyGuide {
  const questions = [...clozeQuestions(input, note, { words, sentences, grammar }), ...meaningQuestions(words)];
  return {
    summary: '',
    facts: offlineFacts(input, tools, note),
    keyVocabulary: words
      .slice(0, KEY_VOCABULARY)
      .map(({ lemma, translation, lineIndex }) => ({ lemma, translation, lineIndex })),
    grammarPoints: grammar.map(({ pointId, title }) => ({ pointId, title })),
    questions,
    steps: [
      { kind: 'watch', numbers: { seconds: noteSeconds(input) } },
      { kind: 'shadow', numbers: { lines: input.lines.length } },
      {
        kind: 'review',
        numbers: { wordCards: words.length, sentenceCards: sentences.length, grammarNotes: grammar.length },
      },
      { kind: 'quiz', numbers: { questions: questions.length } },
    ],
  };
}
