/**
 * Grammar notes offline: the catalogue's points found in a transcript, explained in the learner's
 * language, and short stories that reuse each point with the video's words.
 */
export { findGrammarPoints } from './find.ts';
export { grammarExplanationLanguage } from './localize.ts';
export { writeOfflineStory } from './stories/write.ts';
