import { describe, expect, it } from 'vitest';
import { parseNewCards, RETENTION_STEPS, reviewSettingsOf } from './review-settings.ts';
import type { Profile } from '../../lib/api-types.ts';

describe('review settings', () => {
  it('offers every hundredth from 0.70 to 0.97', () => {
    expect(RETENTION_STEPS[0]).toBe(0.7);
    expect(RETENTION_STEPS.at(-1)).toBe(0.97);
    expect(RETENTION_STEPS).toHaveLength(28);
    expect(RETENTION_STEPS).toContain(0.9);
  });

  it('reads the settings from the profile, with the defaults when it has none', () => {
    expect(reviewSettingsOf({} as Profile)).toEqual({ desiredRetention: 0.9, newCardsPerDay: 20 });
    expect(reviewSettingsOf({ desiredRetention: 0.85, newCardsPerDay: 0 } as unknown as Profile)).toEqual({
      desiredRetention: 0.85,
      newCardsPerDay: 0,
    });
  });

  it('takes whole numbers of new cards from 0 to 500', () => {
    expect(parseNewCards('20')).toBe(20);
    expect(parseNewCards(' 0 ')).toBe(0);
    expect(parseNewCards('500')).toBe(500);
    expect(parseNewCards('501')).toBeNull();
    expect(parseNewCards('2.5')).toBeNull();
    expect(parseNewCards('-1')).toBeNull();
    expect(parseNewCards('')).toBeNull();
  });
});
