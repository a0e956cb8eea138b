import part1 from './de-en/01-from-de-frequency-ts-1.ts';
import part2 from './de-en/02-from-de-frequency-ts-2.ts';
import part3 from './de-en/03-from-de-frequency-ts-3.ts';
import part4 from './de-en/04-from-de-frequency-ts-4.ts';
import part5 from './de-en/05-from-de-frequency-ts-5.ts';
import part6 from './de-en/06-verbs.ts';
import part7 from './de-en/07-adjectives.ts';
import part8 from './de-en/08-travel-and-city.ts';
import part9 from './de-en/09-more-everyday-nouns.ts';

/**
 * Hand-reviewed first glosses for German → English: the everyday meaning a learner needs first,
 * used to put that meaning ahead of rarer senses the offline dictionaries list first.
 *
 * Provenance: written for this project from general knowledge of German and English, and reviewed
 * line by line for accuracy; not copied from any dictionary or word list. The first part follows
 * src/server/language/data/de-frequency.ts entry by entry (same order, spelling and tag); the
 * second part adds further common everyday lemmas in topic groups.
 *
 * Format: one entry per line, `headword[/tag]|gloss1; gloss2; gloss3` — 1 to 3 short glosses, the
 * most common everyday meaning first. Nouns keep their capital (Haus), verbs are infinitives
 * (essen); English verb glosses are bare infinitives (eat), adjective glosses plain adjectives.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun (as in the
 * frequency list, which also leaves some function words untagged).
 * Lines starting with # are comments.
 */
export default [part1, part2, part3, part4, part5, part6, part7, part8, part9].join('\n');
