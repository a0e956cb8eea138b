import { REVIEW_STATES, type ReviewState } from '../../common/learning.ts';
import { fsrs, generatorParameters, type Card, type FSRS, type Grade, type RecordLogItem, type State } from 'ts-fsrs';
import type { CardSnapshot, reviewCard } from '../db/schema/learner.ts';

export type CardRow = typeof reviewCard.$inferSelect;
export type Rating = 1 | 2 | 3 | 4;

/**
 * One scheduler per desired retention (a handful of values in practice): ts-fsrs precomputes its interval
 * modifier from it. Fuzz spreads cards learnt together over neighbouring days; short-term steps are the
 * ts-fsrs learning steps (1 min, 10 min), as in Anki.
 */
const schedulers = new Map<number, FSRS>();
export function schedulerFor(retention: number): FSRS {
  const key = Math.round(retention * 1000) / 1000;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs(generatorParameters({ request_retention: key, enable_fuzz: true, enable_short_term: true }));
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

export function toFsrsCard(row: Pick<CardRow, keyof CardSnapshot>): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.lastReview ?? undefined,
  };
}

/** The columns of review_card a ts-fsrs card sets. */
export function fromFsrsCard(card: Card): Pick<CardRow, keyof CardSnapshot> {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** What a rating replaced, as JSON, so undo puts the card back exactly. */
export function snapshotOf(row: CardRow): CardSnapshot {
  return {
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview?.toISOString() ?? null,
  };
}

export function restoreSnapshot(snapshot: CardSnapshot): Pick<CardRow, keyof CardSnapshot> {
  return {
    ...snapshot,
    due: new Date(snapshot.due),
    lastReview: snapshot.lastReview ? new Date(snapshot.lastReview) : null,
  };
}

/** The review_log columns of one ts-fsrs log entry. */
export function logColumns({ log }: RecordLogItem) {
  return {
    rating: log.rating,
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    review: log.review,
  };
}

export type NextIntervals = Record<'again' | 'hard' | 'good' | 'easy', { due: string; scheduledDays: number }>;

/** When each button would bring the card back, so the review page can print "10m", "3d" on them. */
export function previewNext(scheduler: FSRS, row: CardRow, now: Date): NextIntervals {
  const preview = scheduler.repeat(toFsrsCard(row), now);
  const at = (grade: Grade) => ({
    due: preview[grade].card.due.toISOString(),
    scheduledDays: preview[grade].card.scheduled_days,
  });
  return { again: at(1), hard: at(2), good: at(3), easy: at(4) };
}

export const stateName = (state: number): ReviewState => REVIEW_STATES[state] ?? 'new';
