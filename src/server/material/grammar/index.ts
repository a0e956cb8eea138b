/**
 * Grammar notes offline: the catalogue's points found in a transcript, explained in the learner's
 * language, with sentences written for each point; and the check that a model's story uses its point.
 */
export { cataloguePointIds, grammarPointById } from './catalogue/index.ts';
export { catalogueExamples } from './examples/index.ts';
export { findGrammarPoints } from './find.ts';
export { grammarExplanationLanguage } from './localize.ts';
export { showsPoint } from './shows-point.ts';
