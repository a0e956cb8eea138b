import part1 from './ja-en/01-from-ja-frequency-ts-1.ts';
import part2 from './ja-en/02-from-ja-frequency-ts-2.ts';
import part3 from './ja-en/03-from-ja-frequency-ts-3.ts';
import part4 from './ja-en/04-further-common-lemmas-1.ts';
import part5 from './ja-en/05-further-common-lemmas-2.ts';
import part6 from './ja-en/06-further-common-lemmas-3.ts';
import part7 from './ja-en/07-further-common-lemmas-4.ts';
import part8 from './ja-en/08-further-common-lemmas-5.ts';

/**
 * Hand-reviewed first glosses, Japanese → English: the everyday first meaning of common lemmas,
 * put ahead of the offline dictionary's own (often rare or oddly ordered) senses.
 *
 * Provenance: written for this project from general knowledge of Japanese and English, and
 * reviewed line by line; not copied from any dictionary or word list. The first part follows
 * src/server/language/data/ja-frequency.ts entry by entry (same order, spelling and tag, repeats
 * skipped); the second part adds further common everyday lemmas.
 *
 * Format: one entry per line, `headword[/tag]|gloss1; gloss2; gloss3` — 1 to 3 short glosses, the
 * most common everyday meaning first. Headwords are IPADIC dictionary forms (食べる, 大きい, 静か);
 * English verb glosses are bare infinitives (eat).
 * Tags: /v verb, /a adjective (い- and な-), /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun; untagged = noun (as in the frequency list, which
 * also tags 掃除 and 結婚 /n, kept here as spelt there).
 * Lines starting with # are comments.
 */
export default [part1, part2, part3, part4, part5, part6, part7, part8].join('\n');
