import { api } from './api.ts';
import type { LanguageSetting, OnboardingSurveyRequest, Profile, SurveyItem } from './api-types.ts';

export const saveLanguageSetting = (body: LanguageSetting) =>
  api<Profile>('/user/language-setting', { method: 'PUT', body });

/** Also marks the user as onboarded. */
export const saveOnboardingSurvey = (items: SurveyItem[]) =>
  api<Profile>('/user/onboarding-survey', { method: 'POST', body: { items } satisfies OnboardingSurveyRequest });
