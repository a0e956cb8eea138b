import type { PointTexts } from '../types.ts';
import { GERMAN_TEXTS } from './de.ts';
import { ENGLISH_TEXTS } from './en.ts';
import { SPANISH_TEXTS } from './es.ts';
import { FRENCH_TEXTS } from './fr.ts';
import { JAPANESE_TEXTS } from './ja.ts';
import { KOREAN_TEXTS } from './ko.ts';
import { RUSSIAN_TEXTS } from './ru.ts';

const TEXTS: Record<string, PointTexts> = {
  ...ENGLISH_TEXTS,
  ...FRENCH_TEXTS,
  ...GERMAN_TEXTS,
  ...SPANISH_TEXTS,
  ...RUSSIAN_TEXTS,
  ...KOREAN_TEXTS,
  ...JAPANESE_TEXTS,
};

export const pointTexts = (pointId: string): PointTexts | undefined => TEXTS[pointId];
