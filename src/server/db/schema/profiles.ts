import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LanguageLevel } from '../../../common/languages.ts';
import { user } from './auth.ts';

export type LearningLanguage = { language: string; level: LanguageLevel };
export type SurveyItem = { question: string; answer: string };

/** The learner's profile (spec §3 "User"), one row per auth user, created on first login. */
export const profile = pgTable(
  'profile',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    nativeLanguage: text('native_language').notNull().default('en'),
    mainLanguage: text('main_language').notNull().default('en'),
    mainLevel: text('main_level').$type<LanguageLevel>().notNull().default('beginner'),
    learningLanguageList: jsonb('learning_language_list').$type<LearningLanguage[]>().notNull().default([]),
    onBoarded: boolean('on_boarded').notNull().default(false),
    isWhitelisted: boolean('is_whitelisted').notNull().default(false),
    onboardingSurvey: jsonb('onboarding_survey').$type<SurveyItem[]>(),
    tutorialsSeen: jsonb('tutorials_seen').$type<string[]>().notNull().default([]),
    totalVocabCount: integer('total_vocab_count').notNull().default(0),
    totalSentenceCount: integer('total_sentence_count').notNull().default(0),
    /** FSRS desired retention, 0.70–0.97 (settings). */
    desiredRetention: doublePrecision('desired_retention').notNull().default(0.9),
    /** New cards introduced per day in reviews. */
    newCardsPerDay: integer('new_cards_per_day').notNull().default(20),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** The learner's IANA time zone (the browser's), for calendar days such as streaks (ADR 33); null: UTC. */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('profile_desired_retention', sql`${t.desiredRetention} between 0.7 and 0.97`),
    check('profile_new_cards_per_day', sql`${t.newCardsPerDay} between 0 and 500`),
  ],
);
