import { WORD_CLASSES } from '../../../common/learning.ts';
import type { StoredLine } from '../../db/schema/notes.ts';
import type { TextQuestion } from '../../db/schema/material.ts';
import type { GrammarDraft, SentenceCardDraft, WordCardDraft } from '../types.ts';
import type { PageAnswer } from './answers.ts';
import type { TranscriptPage } from './pages.ts';

/** The tags the offline engine uses too, so cards look the same whichever engine made them. */
export const POS_TAGS = [...WORD_CLASSES, 'other'] as const;
const POS_ALIASES: Record<string, string> = {
  adjective: 'adj',
  adverb: 'adv',
  pronoun: 'pron',
  determiner: 'det',
  article: 'det',
  preposition: 'adp',
  postposition: 'adp',
  conjunction: 'conj',
  particle: 'part',
  numeral: 'num',
  number: 'num',
  'proper noun': 'propn',
  auxiliary: 'aux',
  interjection: 'intj',
  phrase: 'other',
  expression: 'other',
  idiom: 'other',
};

/** What one page gave after checking: only items that point at real lines and real text. */
export type PageMaterial = {
  page: number;
  lineIndexes: number[];
  gist: string;
  translations: Map<number, string>;
  words: WordCardDraft[];
  sentences: SentenceCardDraft[];
  grammar: GrammarDraft[];
  questions: TextQuestion[];
};

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** The span as it is written in the line (the model may change its case), or null when it isn't there. */
export function findSpan(line: string, span: string): string | null {
  const wanted = span.normalize('NFC').trim();
  if (!wanted) return null;
  if (line.includes(wanted)) return wanted;
  const lower = line.toLowerCase();
  const at = lower.indexOf(wanted.toLowerCase());
  // Lower-casing can change lengths (e.g. "İ"); then the found offset would not map back.
  return at >= 0 && lower.length === line.length ? line.slice(at, at + wanted.length) : null;
}

export function normalizePos(pos: string): string {
  const tag = pos.trim().toLowerCase();
  if ((POS_TAGS as readonly string[]).includes(tag)) return tag;
  return POS_ALIASES[tag] ?? 'other';
}

/** `en.present-perfect`: the learning language, then a lower-case kebab name; a missing language prefix is added. */
export function normalizePointId(pointId: string, language: string): string | null {
  const id = pointId
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const named = id.startsWith(`${language}.`) ? id : `${language}.${id}`;
  return /^[a-z]{2}(\.[a-z0-9]+(-[a-z0-9]+)*)+$/.test(named) ? named : null;
}

/** Checks one page's answer against its lines, dropping what doesn't hold rather than storing it. */
export function pageMaterialFrom(
  answer: PageAnswer,
  page: TranscriptPage,
  lines: StoredLine[],
  language: string,
): PageMaterial {
  const onPage = new Set(page.lineIndexes);
  const lineAt = (index: number) => (onPage.has(index) ? lines[index] : undefined);

  const translations = new Map<number, string>();
  for (const { lineIndex, translation } of answer.lineTranslations) {
    const clean = text(translation);
    if (lineAt(lineIndex) && clean) translations.set(lineIndex, clean);
  }

  const words: WordCardDraft[] = [];
  for (const word of answer.words) {
    const line = lineAt(word.lineIndex);
    const front = line && findSpan(line.text, word.front);
    const lemma = text(word.lemma);
    if (!line || !front || !lemma) continue;
    words.push({
      front,
      lemma,
      pos: normalizePos(word.pos),
      translation: text(word.translation),
      context: line.text,
      lineIndex: word.lineIndex,
      start: line.start,
      end: line.end,
      secondExample: text(word.secondExample),
    });
  }

  const sentences: SentenceCardDraft[] = [];
  for (const sentence of answer.sentences) {
    const line = lineAt(sentence.lineIndex);
    if (!line) continue;
    const teaches = sentence.teaches.map((lemma) => lemma.trim()).filter(Boolean);
    sentences.push({
      front: line.text,
      translation: text(sentence.translation),
      lineIndex: sentence.lineIndex,
      start: line.start,
      end: line.end,
      teaches,
    });
  }

  const grammar: GrammarDraft[] = [];
  for (const point of answer.grammar) {
    const pointId = normalizePointId(point.pointId, language);
    const title = text(point.title);
    const explanation = text(point.explanation);
    const examples = point.examples.flatMap(({ lineIndex, match }) => {
      const line = lineAt(lineIndex);
      const span = line && findSpan(line.text, match);
      return line && span ? [{ lineIndex, text: line.text, match: span }] : [];
    });
    // A point with no example in the video is not grounded in it: leave it out.
    if (pointId && title && explanation && examples.length) grammar.push({ pointId, title, explanation, examples });
  }

  const questions = answer.questions.flatMap(({ question, answer: reply, lineIndex }) => {
    const asked = text(question);
    const answered = text(reply);
    return lineAt(lineIndex) && asked && answered ? [{ question: asked, answer: answered, lineIndex }] : [];
  });

  return {
    page: page.page,
    lineIndexes: page.lineIndexes,
    gist: answer.gist.trim(),
    translations,
    words,
    sentences,
    grammar,
    questions,
  };
}
