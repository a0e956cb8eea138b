import part1 from './es-en/01-from-es-frequency-ts-1.ts';
import part2 from './es-en/02-from-es-frequency-ts-2.ts';
import part3 from './es-en/03-from-es-frequency-ts-3.ts';
import part4 from './es-en/04-from-es-frequency-ts-4.ts';
import part5 from './es-en/05-further-common-lemmas.ts';
import part6 from './es-en/06-cooking-and-food.ts';
import part7 from './es-en/07-technology-and-video.ts';
import part8 from './es-en/08-work-and-people.ts';

/**
 * Hand-reviewed first glosses for common Spanish lemmas (Spanish → English). The dictionary layer
 * puts these meanings first, because the offline FreeDict data often lists a rare or odd sense
 * first (or sorts senses alphabetically).
 *
 * Provenance: written for this project from general knowledge of Spanish and English, and
 * reviewed line by line for accuracy; not copied from any dictionary or word list. The first part
 * follows src/server/language/data/es-frequency.ts entry by entry (same order, spelling and tag,
 * exact repeats skipped); the second part adds further common everyday lemmas.
 *
 * most common everyday learner meaning first. Verbs are infinitives (comer) glossed as bare
 * English infinitives (eat); adjectives are masculine singular.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun (as in the
 * frequency list, which also leaves function words untagged). Lines starting with # are comments.
 */
export default [part1, part2, part3, part4, part5, part6, part7, part8].join('\n');
