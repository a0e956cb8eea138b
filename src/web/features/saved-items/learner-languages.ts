import type { Profile } from '../../lib/api-types.ts';

/** The languages a learner studies: the main one first, then the others of their list, each once. */
export function learnerLanguages(profile: Pick<Profile, 'mainLearningLanguage' | 'learningLanguageList'>): string[] {
  const codes = [
    profile.mainLearningLanguage?.language,
    ...(profile.learningLanguageList ?? []).map((item) => item.language),
  ];
  return [...new Set(codes.filter((code): code is string => Boolean(code)))];
}
