import part1 from './ko-en/01-from-ko-frequency-ts-1.ts';
import part2 from './ko-en/02-from-ko-frequency-ts-2.ts';
import part3 from './ko-en/03-from-ko-frequency-ts-3.ts';
import part4 from './ko-en/04-numbers-and-counters.ts';
import part5 from './ko-en/05-verbs-1.ts';
import part6 from './ko-en/06-verbs-2.ts';
import part7 from './ko-en/07-people.ts';
import part8 from './ko-en/08-places-and-nature.ts';
import part9 from './ko-en/09-feelings-and-life.ts';

/**
 * Built-in Korean → English core vocabulary for offline glosses (used when no dictionary or AI
 * provider covers a Korean word).
 *
 * Provenance: written for this project from general knowledge of Korean and English, and reviewed
 * line by line for accuracy; not copied from any dictionary or word list. The first part follows
 * src/server/language/data/ko-frequency.ts entry by entry (same order, spelling and tag); the
 * second part adds further common learner lemmas in topic groups.
 *
 * Format: one entry per line, `headword[/tag]|gloss1; gloss2; gloss3` — 1 to 3 short glosses, the
 * most common everyday meaning first. Predicates are in the dictionary form (먹다); English verb
 * glosses are bare infinitives (eat), adjective glosses plain adjectives (big).
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun; untagged = noun (as in the frequency list).
 * Lines starting with # are comments.
 */
export default [part1, part2, part3, part4, part5, part6, part7, part8, part9].join('\n');
