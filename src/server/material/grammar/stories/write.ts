import type { LearningLanguage } from '../../../language/index.ts';
import type { GrammarDraft, MaterialInput, MaterialTools, StoryDraft } from '../../types.ts';
import type { StoryTemplate } from '../types.ts';
import { inflectGerman } from './forms/de.ts';
import { inflectEnglish } from './forms/en.ts';
import { inflectJapanese } from './forms/ja.ts';
import { inflectKorean } from './forms/ko.ts';
import { contractFrench, contractSpanish, inflectFrench, inflectSpanish } from './forms/romance.ts';
import { inflectRussian } from './forms/ru.ts';
import type { Inflect, VocabWord } from './forms/types.ts';
import { fillTemplate } from './slots.ts';
import { STORY_BOOKS } from './templates/index.ts';
import { storyVocabulary } from './vocabulary.ts';

const INFLECT: Record<LearningLanguage, Inflect> = {
  en: inflectEnglish,
  fr: inflectFrench,
  de: inflectGerman,
  es: inflectSpanish,
  ru: inflectRussian,
  ko: inflectKorean,
  ja: inflectJapanese,
};
const CONTRACT: Partial<Record<LearningLanguage, (text: string) => string>> = {
  fr: contractFrench,
  es: contractSpanish,
};
/** A quoted line longer than this would be most of the story. */
const MAX_QUOTE_LENGTH = 160;

/** FNV-1a: a small stable hash, so the same note, point and variant always give the same story. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

const rotate = <T>(items: T[], by: number): T[] =>
  items.length ? [...items.slice(by % items.length), ...items.slice(0, by % items.length)] : items;
const joinSentences = (sentences: string[], language: string) => sentences.join(/^(ja|zh)\b/.test(language) ? '' : ' ');

/**
 * A short new text for a grammar note, offline: one of the point's templates (the variant picks
 * which, so "regenerate" gives another), its slots filled with the video's own words, and one of
 * the note's example lines quoted in the middle. The translation goes sentence by sentence through
 * the note's translator and is null when any sentence can't be translated.
 */
export async function writeOfflineStory(
  input: MaterialInput,
  point: GrammarDraft,
  vocabulary: string[],
  tools: MaterialTools,
  variant = 0,
): Promise<StoryDraft> {
  if (input.language === 'ja') await tools.engine.ready();
  const book = STORY_BOOKS[input.language];
  const templates: StoryTemplate[] = book.stories[point.pointId] ?? book.fallback;
  const seed = hash(`${input.noteId}\u0000${point.pointId}`);
  const turn = Math.max(0, Math.floor(variant));
  const template = templates[(seed + turn) % templates.length];

  const words: VocabWord[] = storyVocabulary(input.lines, vocabulary, input.language, tools.engine);
  // Later variants also start further along the vocabulary, so they use other words of the video.
  const { sentences } = fillTemplate(template, rotate(words, seed + turn * 3), INFLECT[input.language]);

  const quotable = point.examples.filter((example) => example.text.trim() && example.text.length <= MAX_QUOTE_LENGTH);
  if (quotable.length)
    sentences.splice(
      2,
      0,
      book.quote.replace('{line}', quotedLine(quotable[turn % quotable.length].text, input.language)),
    );

  const contract = CONTRACT[input.language] ?? ((text: string) => text);
  const final = sentences.map(contract);
  return { text: joinSentences(final, input.language), translation: await translateStory(final, input, tools) };
}

/** Korean and Japanese quotes drop the line's own full stop: 「…です」と, "…이에요"라고. */
function quotedLine(text: string, language: LearningLanguage): string {
  const line = text.trim();
  return language === 'ja' || language === 'ko' ? line.replace(/[。.]$/u, '') : line;
}

async function translateStory(
  sentences: string[],
  input: MaterialInput,
  { translator }: MaterialTools,
): Promise<string | null> {
  const to = input.nativeLanguage;
  if (!to || to.split(/[-_]/)[0].toLowerCase() === input.language) return null;
  try {
    const results = await Promise.all(
      sentences.map(async (text) => (await translator.translate({ text, from: input.language, to })).translation),
    );
    return results.every((result): result is string => typeof result === 'string' && result.trim() !== '')
      ? joinSentences(results, to)
      : null;
  } catch {
    return null; // a broken provider leaves the story without a translation, not without a story
  }
}
