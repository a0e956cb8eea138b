import type { LearningLanguage } from '../../../language/index.ts';
import type { GrammarPoint } from '../types.ts';
import { GERMAN_POINTS } from './de.ts';
import { ENGLISH_POINTS } from './en.ts';
import { SPANISH_POINTS } from './es.ts';
import { FRENCH_POINTS } from './fr.ts';
import { JAPANESE_POINTS } from './ja.ts';
import { KOREAN_POINTS } from './ko.ts';
import { RUSSIAN_POINTS } from './ru.ts';

const CATALOGUE: Record<LearningLanguage, GrammarPoint[]> = {
  en: ENGLISH_POINTS,
  fr: FRENCH_POINTS,
  de: GERMAN_POINTS,
  es: SPANISH_POINTS,
  ru: RUSSIAN_POINTS,
  ko: KOREAN_POINTS,
  ja: JAPANESE_POINTS,
};

/** The points a learning language's transcripts are searched for, in teaching order. */
export const grammarPointsFor = (language: LearningLanguage): GrammarPoint[] => CATALOGUE[language] ?? [];

export const allGrammarPoints = (): GrammarPoint[] => Object.values(CATALOGUE).flat();

export const grammarPointById = (pointId: string): GrammarPoint | undefined =>
  allGrammarPoints().find((point) => point.id === pointId);

export const cataloguePointIds = (language: LearningLanguage): string[] => grammarPointsFor(language).map((p) => p.id);
