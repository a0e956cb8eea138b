import type { LanguageLevel, LearningLanguageCode } from '../../common/languages.ts';
import { api } from './api.ts';
import type { Profile } from './session.ts';

export type LearningLanguageSetting = { language: LearningLanguageCode; level: LanguageLevel };
export type LanguageSetting = {
  nativeLanguage?: string;
  mainLearningLanguage?: LearningLanguageSetting;
  learningLanguageList?: LearningLanguageSetting[];
};
export type SurveyItem = { question: string; answer: string };

export const saveLanguageSetting = (body: LanguageSetting) =>
  api<Profile>('/user/language-setting', { method: 'PUT', body });

/** Also marks the user as onboarded. */
export const saveOnboardingSurvey = (items: SurveyItem[]) =>
  api<Profile>('/user/onboarding-survey', { method: 'POST', body: { items } });
