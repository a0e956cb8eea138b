import part1 from './en-ko/01-from-en-frequency-ts-1.ts';
import part2 from './en-ko/02-from-en-frequency-ts-2.ts';
import part3 from './en-ko/03-from-en-frequency-ts-3.ts';
import part4 from './en-ko/04-from-en-frequency-ts-4.ts';
import part5 from './en-ko/05-from-en-frequency-ts-5.ts';
import part6 from './en-ko/06-from-en-frequency-ts-6.ts';
import part7 from './en-ko/07-from-en-frequency-ts-7.ts';

/**
 * Built-in English → Korean core vocabulary for offline glosses (used when no dictionary or AI
 * provider covers an English word for a Korean-speaking learner).
 *
 * Provenance: written for this project from general knowledge of English and Korean, and reviewed
 * line by line for accuracy; not copied from any dictionary or word list. It follows
 * src/server/language/data/en-frequency.ts entry by entry (same order, spelling and tag).
 *
 * Format: one entry per line, `headword[/tag]|gloss1; gloss2; gloss3` — 1 to 3 short glosses, the
 * most common everyday meaning first. Korean glosses are in the dictionary form (먹다, 좋다);
 * function words get their usual Korean equivalent or a short explanation in parentheses.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun or, as in the
 * frequency list, a function word.
 * Lines starting with # are comments.
 */
export default [part1, part2, part3, part4, part5, part6, part7].join('\n');
