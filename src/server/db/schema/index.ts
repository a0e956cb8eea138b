export * from './auth.ts';
export * from './profiles.ts';
export * from './notes.ts';
export * from './dictionary.ts';
export * from './translation-cache.ts';
export * from './material.ts';
export * from './learner.ts';
export * from './quizzes.ts';
