import part1 from './en-ru/01-frequency-list-1.ts';
import part2 from './en-ru/02-frequency-list-2.ts';
import part3 from './en-ru/03-frequency-list-3.ts';
import part4 from './en-ru/04-frequency-list-4.ts';
import part5 from './en-ru/05-frequency-list-5.ts';
import part6 from './en-ru/06-frequency-list-6.ts';
import part7 from './en-ru/07-frequency-list-7.ts';

/**
 * Built-in English → Russian core vocabulary for offline glosses.
 *
 * Provenance: written for this project from general knowledge of the two languages and reviewed
 * line by line for accuracy; not copied from any dictionary. Entries follow
 * src/server/language/data/en-frequency.ts in order (same headword spelling and tag, so every
 * lemma the engine produces from that list has a gloss); a lemma listed there under two tags
 * gets one line per tag.
 *
 * Format: one entry per line, headword[/tag]|gloss1; gloss2; gloss3 — the most common everyday
 * meaning first. Russian glosses are in dictionary form: nouns in the nominative singular, verbs
 * in the infinitive with the imperfective first and the perfective after a slash where both are
 * common. Lines starting with # are comments.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun (the frequency list
 * also leaves function words untagged, and those keep its spelling here).
 */
export default [part1, part2, part3, part4, part5, part6, part7].join('\n');
