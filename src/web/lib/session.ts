import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { authClient } from './auth-client.ts';

export type Level = 'beginner' | 'intermediate' | 'advanced';
export type Profile = {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  lastLogin: string | null;
  isActive: boolean;
  nativeLanguage: string;
  mainLearningLanguage: { language: string; level: Level };
  learningLanguageList: { language: string; level: Level }[];
  isAdmin: boolean;
  onBoarded: boolean;
  isWhitelisted: boolean;
  tutorialsSeen: string[];
  totalVocabCount: number;
  totalSentenceCount: number;
};

/** The Better Auth session (null when signed out); never toasts, a signed-out visitor is normal. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async () => {
    const { data } = await authClient.getSession();
    return data ?? null;
  },
  meta: { silent: true },
});

/** The learner profile (GET /v3/user/login records the login). */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api<Profile>('/user/login'),
});
