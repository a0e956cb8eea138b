import type { StoredLine } from '../../db/schema/notes.ts';
import type { Slice, StudyGuide } from '../../db/schema/material.ts';
import type { GrammarDraft, MaterialDrafts, SentenceCardDraft, WordCardDraft } from '../types.ts';
import type { GuideAnswer } from './answers.ts';
import type { PageMaterial } from './page-material.ts';

const MAX_EXAMPLES_PER_POINT = 6;
const KEY_VOCABULARY = 10;
const QUESTIONS = 6;

export type MergedMaterial = Omit<MaterialDrafts, 'studyGuide'>;

/**
 * One note's material from its pages, in page order. A lemma gets one word card, a line one
 * sentence card and a grammar point one note (the database keeps them unique per note); the first
 * page to mention them wins, and a point's examples from later pages are added to it.
 */
export function mergePages(pages: PageMaterial[], lines: StoredLine[]): MergedMaterial {
  const words = new Map<string, WordCardDraft>();
  const sentences = new Map<number, SentenceCardDraft>();
  const grammar = new Map<string, GrammarDraft>();

  for (const page of pages) {
    for (const word of page.words) if (!words.has(word.lemma.toLowerCase())) words.set(word.lemma.toLowerCase(), word);
    for (const sentence of page.sentences)
      if (!sentences.has(sentence.lineIndex)) sentences.set(sentence.lineIndex, sentence);
    for (const point of page.grammar) {
      const known = grammar.get(point.pointId);
      if (!known) grammar.set(point.pointId, { ...point, examples: point.examples.slice(0, MAX_EXAMPLES_PER_POINT) });
      else known.examples = uniqueExamples([...known.examples, ...point.examples]).slice(0, MAX_EXAMPLES_PER_POINT);
    }
  }

  // A sentence teaches only words that have a card; spelled as the card spells the lemma.
  const teachable = (lemma: string) => words.get(lemma.toLowerCase())?.lemma;
  const sentenceCards = [...sentences.values()].map((s) => ({
    ...s,
    teaches: [...new Set(s.teaches.map(teachable).filter((l) => l !== undefined))],
  }));

  return {
    words: [...words.values()],
    sentences: sentenceCards,
    grammar: [...grammar.values()],
    slices: slicesOf(pages, lines),
  };
}

const uniqueExamples = (examples: GrammarDraft['examples']) =>
  examples.filter((e, i) => examples.findIndex((o) => o.lineIndex === e.lineIndex && o.match === e.match) === i);

/** Every line of every page, with the model's translation, else the one the note already had. */
function slicesOf(pages: PageMaterial[], lines: StoredLine[]): Slice[] {
  return pages.map((page) => ({
    page: page.page,
    lines: page.lineIndexes.map((lineIndex) => {
      const line = lines[lineIndex]!;
      return {
        lineIndex,
        text: line.text,
        translation: page.translations.get(lineIndex) ?? line.translation ?? null,
        start: line.start,
        end: line.end,
      };
    }),
  }));
}

/** The guide the model wrote, checked: vocabulary from the cards, questions from the pages. */
export function studyGuideFrom(answer: GuideAnswer, merged: MergedMaterial, pages: PageMaterial[]): StudyGuide {
  const cards = new Map(merged.words.map((w) => [w.lemma.toLowerCase(), w]));
  const chosenWords = [
    ...new Set(
      answer.keyVocabulary.map((lemma) => cards.get(lemma.trim().toLowerCase())).filter((w) => w !== undefined),
    ),
  ];
  const key = (chosenWords.length ? chosenWords : merged.words).slice(0, KEY_VOCABULARY);

  const candidates = pages.flatMap((p) => p.questions);
  const chosenQuestions = [...new Set(answer.questionNumbers)]
    .sort((a, b) => a - b)
    .map((n) => candidates[n - 1])
    .filter((q) => q !== undefined);

  return {
    summary:
      answer.summary.trim() ||
      pages
        .map((p) => p.gist)
        .filter(Boolean)
        .join(' '),
    keyVocabulary: key.map((w) => ({ lemma: w.lemma, translation: w.translation, lineIndex: w.lineIndex })),
    grammarPoints: merged.grammar.map(({ pointId, title }) => ({ pointId, title })),
    questions: (chosenQuestions.length ? chosenQuestions : spread(candidates, QUESTIONS)).slice(0, QUESTIONS),
    steps: answer.steps.map(({ kind, text }) => ({ kind, text: text.trim() })).filter((s) => s.text),
  };
}

/** `count` items evenly spaced through the list, first and last included. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}
