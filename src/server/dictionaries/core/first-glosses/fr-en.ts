import part1 from './fr-en/01-from-fr-frequency-ts-1.ts';
import part2 from './fr-en/02-from-fr-frequency-ts-2.ts';
import part3 from './fr-en/03-from-fr-frequency-ts-3.ts';
import part4 from './fr-en/04-from-fr-frequency-ts-4.ts';
import part5 from './fr-en/05-from-fr-frequency-ts-5.ts';
import part6 from './fr-en/06-verbs-of-daily-life.ts';
import part7 from './fr-en/07-daily-life-and-home.ts';
import part8 from './fr-en/08-weather-and-time.ts';

/**
 * Hand-reviewed first glosses for French → English: the everyday first meaning of common French
 * lemmas, used to put that meaning ahead of rare or alphabetically-sorted dictionary senses.
 *
 * Provenance: written for this project from general knowledge of French and English, and reviewed
 * line by line for accuracy; not copied from any dictionary or word list. The first part follows
 * src/server/language/data/fr-frequency.ts entry by entry (same order, spelling and tag, exact
 * repeats skipped); the second part adds further common everyday lemmas.
 *
 * Format: one entry per line, `headword[/tag]|gloss1; gloss2; gloss3` — 1 to 3 short glosses, the
 * most common everyday meaning first. Verbs are infinitives (manger); English verb glosses are bare
 * infinitives (eat), adjective glosses plain adjectives (big).
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun or a word listed
 * untagged in the frequency list. Lines starting with # are comments.
 */
export default [part1, part2, part3, part4, part5, part6, part7, part8].join('\n');
