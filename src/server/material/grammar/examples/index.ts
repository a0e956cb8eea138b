import type { ExampleSentence, PointExamples } from '../types.ts';
import { GERMAN_EXAMPLES } from './de.ts';
import { ENGLISH_EXAMPLES } from './en.ts';
import { SPANISH_EXAMPLES } from './es.ts';
import { FRENCH_EXAMPLES } from './fr.ts';
import { JAPANESE_EXAMPLES } from './ja.ts';
import { KOREAN_EXAMPLES } from './ko.ts';
import { RUSSIAN_EXAMPLES } from './ru.ts';

const EXAMPLES: PointExamples = {
  ...ENGLISH_EXAMPLES,
  ...FRENCH_EXAMPLES,
  ...GERMAN_EXAMPLES,
  ...SPANISH_EXAMPLES,
  ...RUSSIAN_EXAMPLES,
  ...KOREAN_EXAMPLES,
  ...JAPANESE_EXAMPLES,
};

export type CatalogueExample = { text: string; translation: string | null; match: string };

/**
 * The sentences written for a catalogue point (none for a point a model named that the catalogue
 * does not have). They are fixed strings, reviewed once, so they are read from here when a note is
 * shown rather than stored with it: a correction reaches every note.
 */
export const catalogueExamples = (pointId: string): CatalogueExample[] =>
  (EXAMPLES[pointId] ?? []).map(([text, translation, match]) => ({ text, translation, match }));

/** Every written example, by point id: for the tests that check them. */
export const allExamples = (): Readonly<Record<string, readonly ExampleSentence[]>> => EXAMPLES;
