import part1 from './ru-en/01-in-the-order-of-1.ts';
import part2 from './ru-en/02-in-the-order-of-2.ts';
import part3 from './ru-en/03-in-the-order-of-3.ts';
import part4 from './ru-en/04-in-the-order-of-4.ts';
import part5 from './ru-en/05-further-common-lemmas-grouped-1.ts';
import part6 from './ru-en/06-further-common-lemmas-grouped-2.ts';
import part7 from './ru-en/07-further-common-lemmas-grouped-3.ts';
import part8 from './ru-en/08-further-common-lemmas-grouped-4.ts';
import part9 from './ru-en/09-further-common-lemmas-grouped-5.ts';

/**
 * Built-in Russian → English core vocabulary for offline glosses.
 *
 * Provenance: written for this project from general knowledge of the two languages and reviewed
 * line by line for accuracy; not copied from any dictionary. The first part follows
 * src/server/language/data/ru-frequency.ts in order (same headword spelling and tag, so every
 * lemma the engine produces from that list has a gloss); the second part adds further common
 * lemmas so the list reaches about 2,000 entries.
 *
 * Format: one entry per line, headword[/tag]|gloss1; gloss2; gloss3 — the most common everyday
 * meaning first. Lines starting with # are comments.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun (the frequency list
 * also leaves function words untagged, and those keep its spelling here).
 */
export default [part1, part2, part3, part4, part5, part6, part7, part8, part9].join('\n');
