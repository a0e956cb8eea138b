import { api } from '../../lib/api.ts';
import type { Profile, ReviewSettingsRequest } from '../../lib/api-types.ts';

import {
  DEFAULT_NEW_CARDS_PER_DAY,
  DEFAULT_RETENTION,
  MAX_NEW_CARDS_PER_DAY,
  MAX_RETENTION,
  MIN_RETENTION,
} from '../../../common/learning.ts';

/** ADR 7: FSRS desired retention (0.70–0.97, default 0.90) and new cards a day (default 20, at most 500). */

/** The form's values: both settings, always set. */
export type ReviewSettings = Required<ReviewSettingsRequest>;

/** The profile's settings; the defaults when it has none (a profile cached before the settings existed). */
export function reviewSettingsOf(profile: Profile): ReviewSettings {
  const { desiredRetention, newCardsPerDay } = profile as Partial<Profile>;
  return {
    desiredRetention: typeof desiredRetention === 'number' ? desiredRetention : DEFAULT_RETENTION,
    newCardsPerDay: typeof newCardsPerDay === 'number' ? newCardsPerDay : DEFAULT_NEW_CARDS_PER_DAY,
  };
}

/** The retention steps offered: every hundredth from 0.70 to 0.97. */
export const RETENTION_STEPS = Array.from(
  { length: Math.round((MAX_RETENTION - MIN_RETENTION) * 100) + 1 },
  (_, i) => Math.round((MIN_RETENTION + i / 100) * 100) / 100,
);

/** A typed number of new cards a day, or null when it is not a whole number from 0 to 500. */
export function parseNewCards(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 0 && value <= MAX_NEW_CARDS_PER_DAY ? value : null;
}

export const saveReviewSettings = (settings: ReviewSettingsRequest) =>
  api<Profile>('/user/review-settings', { method: 'PUT', body: settings });
