import type { LearningLanguage } from '../../../../language/index.ts';
import type { StoryBook } from '../../types.ts';
import { GERMAN_STORIES } from './de.ts';
import { ENGLISH_STORIES } from './en.ts';
import { SPANISH_STORIES } from './es.ts';
import { FRENCH_STORIES } from './fr.ts';
import { JAPANESE_STORIES } from './ja.ts';
import { KOREAN_STORIES } from './ko.ts';
import { RUSSIAN_STORIES } from './ru.ts';

export const STORY_BOOKS: Record<LearningLanguage, StoryBook> = {
  en: ENGLISH_STORIES,
  fr: FRENCH_STORIES,
  de: GERMAN_STORIES,
  es: SPANISH_STORIES,
  ru: RUSSIAN_STORIES,
  ko: KOREAN_STORIES,
  ja: JAPANESE_STORIES,
};
