import { languageName } from '../../../common/languages.ts';
import type { StudyGuide } from '../../db/schema/material.ts';
import type { GrammarDraft, MaterialInput, MaterialTools, SentenceCardDraft, WordCardDraft } from '../types.ts';
import type { AnalyzedNote } from './analyze.ts';

export const KEY_VOCABULARY = 10;
const QUESTIONS_OF_EACH_KIND = 5;

type Parts = { words: WordCardDraft[]; sentences: SentenceCardDraft[]; grammar: GrammarDraft[] };

/** Spec §9: m:ss, or h:mm:ss from one hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

const durationOf = (input: MaterialInput) => (input.lines.length ? input.lines.at(-1)!.end - input.lines[0]!.start : 0);

/**
 * A factual description of the note in English (the UI language of generated guides for now).
 * It says only what can be counted; the LLM generator writes a real summary of what is said.
 */
export function offlineSummary(input: MaterialInput, tools: MaterialTools, note: AnalyzedNote): string {
  const wordCount = note.words.reduce((sum, tokens) => sum + tokens.length, 0);
  const frequent = tools.engine
    .wordsWorthLearning(note.words.flat(), input.language, input.level)
    .sort((a, b) => b.count - a.count)
    .slice(0, 5)
    .map((word) => word.lemma);
  const opening = input.lines
    .slice(0, 2)
    .map((line) => line.text.trim())
    .join(' ');
  return [
    `“${input.title}” is ${formatDuration(durationOf(input))} of ${languageName(input.language, 'en')}: ${input.lines.length} lines, ${wordCount} words.`,
    frequent.length ? `The words heard most often: ${frequent.join(', ')}.` : '',
    opening ? `It opens with “${opening}”` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Gap-fill questions, one per line: the key sentences first (blanking a word each teaches), then
 * the lines the word cards came from, so short clips with one key sentence still get a quiz.
 */
function clozeQuestions(
  input: MaterialInput,
  note: AnalyzedNote,
  { sentences, words }: Parts,
): StudyGuide['questions'] {
  const gaps = [
    ...sentences
      .filter((sentence) => sentence.teaches.length)
      .map((sentence) => ({ lineIndex: sentence.lineIndex, lemma: sentence.teaches[0]! })),
    ...words.map((word) => ({ lineIndex: word.lineIndex, lemma: word.lemma })),
  ];
  const questions: StudyGuide['questions'] = [];
  const asked = new Set<number>();
  for (const { lineIndex, lemma } of gaps) {
    if (questions.length >= QUESTIONS_OF_EACH_KIND) break;
    const token = note.words[lineIndex]!.find((t) => t.lemma === lemma);
    if (asked.has(lineIndex) || !token) continue;
    asked.add(lineIndex);
    const text = input.lines[lineIndex]!.text;
    questions.push({
      question: `Fill in the gap: ${text.slice(0, token.start)}___${text.slice(token.end)}`,
      answer: token.surface,
      lineIndex,
    });
  }
  return questions;
}

function meaningQuestions(words: WordCardDraft[]): StudyGuide['questions'] {
  return words
    .filter((word) => word.translation)
    .slice(0, QUESTIONS_OF_EACH_KIND)
    .map((word) => ({
      question: `What does “${word.lemma}” mean?`,
      answer: word.translation!,
      lineIndex: word.lineIndex,
    }));
}

export function studyGuide(
  input: MaterialInput,
  tools: MaterialTools,
  note: AnalyzedNote,
  { words, sentences, grammar }: Parts,
): StudyGuide {
  const questions = [...clozeQuestions(input, note, { words, sentences, grammar }), ...meaningQuestions(words)];
  const grammarText = grammar.length
    ? `, then read the ${grammar.length} grammar note${grammar.length === 1 ? '' : 's'} and ${grammar.length === 1 ? 'its story' : 'their stories'}`
    : '';
  return {
    summary: offlineSummary(input, tools, note),
    keyVocabulary: words
      .slice(0, KEY_VOCABULARY)
      .map(({ lemma, translation, lineIndex }) => ({ lemma, translation, lineIndex })),
    grammarPoints: grammar.map(({ pointId, title }) => ({ pointId, title })),
    questions,
    steps: [
      {
        kind: 'watch',
        text: `Watch the video (${formatDuration(durationOf(input))}) once for the gist, then again with the transcript.`,
      },
      {
        kind: 'shadow',
        text: `Shadow the ${input.lines.length} lines page by page: play a line, pause, and say it aloud with the same rhythm.`,
      },
      {
        kind: 'review',
        text: `Review the ${words.length} word cards and ${sentences.length} sentence cards${grammarText}.`,
      },
      {
        kind: 'quiz',
        text: `Answer the ${questions.length} questions without looking, then check them against the transcript.`,
      },
    ],
  };
}
