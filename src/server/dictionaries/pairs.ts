import { baseLanguage } from '../../common/languages.ts';
import type { EntryFormat } from './parse-entry.ts';

export type FreeDictPair = {
  /** FreeDict's name, e.g. `deu-eng`: files `freedict-deu-eng.index` + `.dict.dz`. */
  name: string;
  from: string;
  to: string;
  format: EntryFormat;
  debianPackage: string;
};

const pair = (name: string, from: string, to: string, format: EntryFormat): FreeDictPair => ({
  name,
  from,
  to,
  format,
  debianPackage: `dict-freedict-${name}`,
});

/** The FreeDict pairs Debian ships for the app's languages (codes as in TRANSLATION_LANGUAGES). */
export const FREEDICT_PAIRS: readonly FreeDictPair[] = [
  pair('deu-eng', 'de', 'en', 'ding'),
  pair('eng-deu', 'en', 'de', 'ding'),
  pair('fra-eng', 'fr', 'en', 'plain'),
  pair('eng-fra', 'en', 'fr', 'plain'),
  pair('spa-eng', 'es', 'en', 'plain'),
  pair('eng-spa', 'en', 'es', 'plain'),
  pair('eng-rus', 'en', 'ru', 'plain'),
  pair('eng-jpn', 'en', 'ja', 'wikdict'),
  pair('jpn-eng', 'ja', 'en', 'jmdict'),
];

/**
 * Bumped whenever parse-entry.ts reads entries differently (ADR 15: labels, glued abbreviations,
 * main-sense ranks): rows of an older parse are another source, so the import job re-imports.
 */
export const PARSE_VERSION = 2;

/** The `source` of a pair's rows: `freedict-deu-eng@2`. */
export const sourceName = (p: FreeDictPair) => `freedict-${p.name}@${PARSE_VERSION}`;

/** Regional variants use the base language's dictionary: fr-CA → fr, pt-BR → pt. */

export function findPair(from: string, to: string): FreeDictPair | undefined {
  return FREEDICT_PAIRS.find((p) => p.from === baseLanguage(from) && p.to === baseLanguage(to));
}
