import { z } from 'zod';
import { LANGUAGE_LEVELS, LEARNING_LANGUAGES, isTranslationLanguage } from '../../common/languages.ts';
import { isTimeZone } from '../../common/time-zone.ts';
import { requiredAs } from '../http/required.ts';
import { MAX_NEW_CARDS_PER_DAY, MAX_RETENTION, MIN_RETENTION } from '../../common/learning.ts';

const level = z.enum(LANGUAGE_LEVELS, { error: 'must be beginner, intermediate or advanced' });
const learningLanguage = z.enum(LEARNING_LANGUAGES, {
  error: `must be one of ${LEARNING_LANGUAGES.join(', ')}`,
});
const nativeLanguage = z.string().refine(isTranslationLanguage, 'nativeLanguage is not a supported language code');

export const LanguageWithLevel = z.object({ language: learningLanguage, level });

export const LanguageSettingBody = z
  .object({
    nativeLanguage: nativeLanguage.optional(),
    mainLearningLanguage: LanguageWithLevel.optional(),
    learningLanguageList: z.array(LanguageWithLevel).max(LEARNING_LANGUAGES.length).optional(),
  })
  .refine((b) => b.nativeLanguage || b.mainLearningLanguage || b.learningLanguageList, {
    message: 'Choose at least one language setting to change',
  })
  .refine(
    (b) =>
      !b.learningLanguageList ||
      new Set(b.learningLanguageList.map((l) => l.language)).size === b.learningLanguageList.length,
    {
      message: 'Each learning language can appear only once',
    },
  );
export type LanguageSettingInput = z.infer<typeof LanguageSettingBody>;

export const OnboardingSurveyBody = z.object({
  items: z
    .array(z.object({ question: z.string().trim().min(1).max(300), answer: z.string().trim().max(1000) }))
    .min(1, 'items must contain at least one answer')
    .max(30),
});

export const TutorialStatusQuery = z.object({
  tutorialType: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,49}$/i, 'tutorialType must be a short name of letters, digits, - or _'),
});

export const Profile = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
  isActive: z.boolean(),
  nativeLanguage: z.string(),
  mainLearningLanguage: z.object({ language: z.string(), level }),
  learningLanguageList: z.array(z.object({ language: z.string(), level })),
  isAdmin: z.boolean(),
  onBoarded: z.boolean(),
  isWhitelisted: z.boolean(),
  /** Still on the waitlist (WAITLIST_ENABLED, not yet whitelisted): the app shows only the waitlist page (ADR 23). */
  waitlisted: z.boolean(),
  tutorialsSeen: z.array(z.string()),
  totalVocabCount: z.number().int(),
  totalSentenceCount: z.number().int(),
  /** FSRS desired retention (0.70–0.97) and new cards a day: PUT /v3/user/review-settings. */
  desiredRetention: z.number(),
  newCardsPerDay: z.number().int(),
});
export type ProfileDto = z.infer<typeof Profile>;

const RETENTION_RANGE = `must be a number from ${MIN_RETENTION.toFixed(2)} to ${MAX_RETENTION.toFixed(2)}`;
const NEW_CARDS_RANGE = `must be a whole number from 0 to ${MAX_NEW_CARDS_PER_DAY}`;

export const ReviewSettingsBody = z
  .object({
    desiredRetention: z
      .number({ error: RETENTION_RANGE })
      .min(MIN_RETENTION, RETENTION_RANGE)
      .max(MAX_RETENTION, RETENTION_RANGE)
      .optional(),
    newCardsPerDay: z
      .number({ error: NEW_CARDS_RANGE })
      .int(NEW_CARDS_RANGE)
      .min(0, NEW_CARDS_RANGE)
      .max(MAX_NEW_CARDS_PER_DAY, NEW_CARDS_RANGE)
      .optional(),
  })
  .refine((b) => b.desiredRetention !== undefined || b.newCardsPerDay !== undefined, {
    message: 'Give desiredRetention, newCardsPerDay or both',
  });
export type ReviewSettingsInput = z.infer<typeof ReviewSettingsBody>;

/** Which ways to sign in this server offers; the sign-in and sign-up pages show a button for each. */
export const SignInMethods = z.object({ email: z.literal(true), google: z.boolean(), github: z.boolean() });
export type SignInMethodsDto = z.infer<typeof SignInMethods>;

/** The browser's `Intl.DateTimeFormat().resolvedOptions().timeZone`: calendar days (streaks) are the learner's (ADR 33). */
export const TimeZoneBody = z.object({
  timeZone: requiredAs('timeZone', z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris')),
});
export const TimeZone = z.object({ timeZone: z.string() });
