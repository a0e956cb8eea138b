import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageEngine } from '../../../language/index.ts';
import { passage } from '../coverage.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';

/** A clicked word and the English first glosses a teacher would accept for it. */
export type LabelledWord = { surface: string; accept: string[] };

export const LABELLED_LANGUAGES = ['de', 'fr', 'es', 'ja'] as const;
export type LabelledLanguage = (typeof LABELLED_LANGUAGES)[number];

const SETS: Record<LabelledLanguage, string> = { de, fr, es, ja };

/** `surface: a | b` lines → words; blank lines are skipped. */
export function parseLabelled(text: string): LabelledWord[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(': ');
      if (at < 1) throw new Error(`Labelled line without "surface: gloss": ${line}`);
      const accept = line
        .slice(at + 2)
        .split('|')
        .map((g) => g.trim())
        .filter(Boolean);
      return { surface: line.slice(0, at).trim(), accept };
    });
}

export const labelledWords = (lang: LabelledLanguage) => parseLabelled(SETS[lang]);

/** The held-out coverage passage plus the passages written for this set. */
export function labelledPassages(lang: LabelledLanguage): string[] {
  const dir = join(import.meta.dirname, 'passages');
  const own = readdirSync(dir)
    .filter((f) => f.startsWith(`${lang}-`) && f.endsWith('.txt'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
  return [passage(lang), ...own];
}

/** The first sentence of the passages where the engine cuts `surface` as a token; null when none does. */
export function sentenceOf(engine: LanguageEngine, lang: LabelledLanguage, surface: string): string | null {
  for (const text of labelledPassages(lang))
    for (const sentence of engine.splitSentences(text, lang))
      if (engine.tokenize(sentence.text, lang).some((t) => t.surface === surface)) return sentence.text;
  return null;
}

/**
 * Whether a dictionary's first gloss says what a hand-written one says: case, "to"/articles,
 * apostrophes, hyphens ("living-room"), parenthesised notes and sth./sb. placeholders aside ("to look for (sth.)" =
 * "look for").
 */
export function sameGloss(gloss: string, accepted: string): boolean {
  return glossKey(gloss) === glossKey(accepted);
}

function glossKey(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/\([^()]*\)|\[[^\]]*\]/g, ' ')
      .replace(/\b(sth|sb|smth|sb's)\.?(?=\s|$)/g, ' ')
      .replace(/[‐‑–-]/g, ' ')
      // "farmer's market" = "farmers' market"; a compound read as parts is shown "Saturday + morning".
      .replace(/['’]/g, '')
      .replace(/ \+ /g, ' ')
      .replace(/[.,;:!?"“”]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(to|a|an|the) /, '')
      .trim()
  );
}
