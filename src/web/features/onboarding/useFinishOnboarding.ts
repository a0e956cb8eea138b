import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageLevel, LearningLanguageCode } from '../../../common/languages.ts';
import { saveLanguageSetting, saveOnboardingSurvey } from '../../lib/profile-api.ts';
import { profileQuery } from '../../lib/session.ts';

export const GOALS = ['travel', 'work', 'exams', 'family', 'fun'] as const;
export type Goal = (typeof GOALS)[number];

/** Survey answers are stored in English whatever the UI language, so they can be compared across users. */
export const GOAL_QUESTION = 'What is your main goal?';

export type OnboardingAnswers = {
  nativeLanguage: string;
  learningLanguage: LearningLanguageCode;
  level: LanguageLevel;
  goal: Goal;
};

/**
 * Saves the languages, then the survey (which marks the user onboarded). The page leaves for the
 * dashboard when the cached profile says onboarded.
 */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ nativeLanguage, learningLanguage, level, goal }: OnboardingAnswers) => {
      const main = { language: learningLanguage, level };
      await saveLanguageSetting({ nativeLanguage, mainLearningLanguage: main, learningLanguageList: [main] });
      return saveOnboardingSurvey([{ question: GOAL_QUESTION, answer: goal }]);
    },
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
