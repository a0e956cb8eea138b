import { describe, expect, it } from 'vitest';
import {
  initialSession,
  nextDueAfter,
  queueCounts,
  remainingCounts,
  reviewReducer,
  sessionPhase,
  type ReviewEvent,
  type ReviewSession,
} from './review-session.ts';
import { queueOf, wordCard } from './test-cards.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const a = wordCard('a', 'chat', 'new', NOW);
const b = wordCard('b', 'chien', 'review', NOW);
const c = wordCard('c', 'oiseau', 'relearning', NOW);
const run = (...events: ReviewEvent[]): ReviewSession => events.reduce(reviewReducer, initialSession);
const load = (...cards: (typeof a)[]): ReviewEvent => ({ type: 'load', queue: queueOf(cards) });

describe('reviewReducer', () => {
  it('starts loading, then shows the first card face down', () => {
    expect(sessionPhase(initialSession)).toBe('loading');
    const session = run(load(a, b));
    expect(sessionPhase(session)).toBe('studying');
    expect(session.cards[0]?.id).toBe('a');
    expect(session.revealed).toBe(false);
  });

  it('reveals, rates and moves on, remembering when the card comes back', () => {
    const session = run(load(a, b), { type: 'reveal' }, { type: 'rate', rating: 3 });
    expect(session.cards.map((card) => card.id)).toEqual(['b']);
    expect(session.revealed).toBe(false);
    expect(session.rated).toEqual([{ seq: 1, card: a, rating: 3, due: a.next.good.due }]);
  });

  it('undo brings the last rated card back to the front, face down', () => {
    const session = run(
      load(a, b),
      { type: 'reveal' },
      { type: 'rate', rating: 1 },
      { type: 'reveal' },
      { type: 'rate', rating: 4 },
      { type: 'undo' },
    );
    expect(session.cards.map((card) => card.id)).toEqual(['b']);
    expect(session.rated.map((r) => r.card.id)).toEqual(['a']);
    const twice = reviewReducer(session, { type: 'undo' });
    expect(twice.cards.map((card) => card.id)).toEqual(['a', 'b']);
    expect(reviewReducer(run(load(a)), { type: 'undo' }).cards).toHaveLength(1);
  });

  it('a refused rating puts that card back even after later ratings', () => {
    const session = run(
      load(a, b, c),
      { type: 'rate', rating: 3 },
      { type: 'rate', rating: 3 },
      { type: 'rate-failed', seq: 1 },
    );
    expect(session.cards.map((card) => card.id)).toEqual(['a', 'c']);
    expect(session.rated.map((r) => r.seq)).toEqual([2]);
  });

  it('asks the server again when the cards run out after ratings; finishes when it has none', () => {
    const out = run(load(a), { type: 'reveal' }, { type: 'rate', rating: 1 });
    expect(sessionPhase(out)).toBe('refilling');
    const again = reviewReducer(out, { type: 'load', queue: queueOf([a]), version: out.version });
    expect(sessionPhase(again)).toBe('studying');
    expect(sessionPhase(reviewReducer(out, { type: 'load', queue: queueOf([]), version: out.version }))).toBe(
      'finished',
    );
    expect(sessionPhase(run(load()))).toBe('finished');
  });

  it('drops a queue asked for before a later rating or undo', () => {
    const out = run(load(a), { type: 'rate', rating: 3 });
    const undone = reviewReducer(out, { type: 'undo' });
    expect(reviewReducer(undone, { type: 'load', queue: queueOf([]), version: out.version })).toBe(undone);
  });

  it('loads each card once', () => {
    expect(run(load(a, a, b)).cards.map((card) => card.id)).toEqual(['a', 'b']);
  });
});

describe('queueCounts', () => {
  it('counts new, learning (and relearning) and review cards', () => {
    expect(queueCounts([a, b, c, wordCard('d', 'x', 'learning')])).toEqual({ new: 1, learning: 2, due: 1 });
  });
});

describe('nextDueAfter', () => {
  it("gives the soonest return among each card's latest rating", () => {
    const session = run(load(a, b), { type: 'rate', rating: 4 }, { type: 'rate', rating: 2 });
    expect(nextDueAfter(session, NOW)).toBe(b.next.hard.due);
    expect(nextDueAfter(initialSession, NOW)).toBeNull();
  });
});

describe('remainingCounts', () => {
  it("starts from the server's counts of the whole day and takes off what was rated since", () => {
    const loaded = reviewReducer(initialSession, {
      type: 'load',
      queue: { cards: [a, b], counts: { new: 5, learning: 0, due: 40 }, newLimit: 20 },
    });
    expect(remainingCounts(loaded)).toEqual({ new: 5, learning: 0, due: 40 });
    const rated = reviewReducer(reviewReducer(loaded, { type: 'rate', rating: 4 }), { type: 'rate', rating: 4 });
    expect(remainingCounts(rated, NOW)).toEqual({ new: 4, learning: 0, due: 39 });
    expect(remainingCounts(reviewReducer(rated, { type: 'undo' }), NOW)).toEqual({ new: 4, learning: 0, due: 40 });
  });

  it('counts a card coming back within 20 minutes as learning', () => {
    const loaded = reviewReducer(initialSession, {
      type: 'load',
      queue: { cards: [a, b], counts: { new: 1, learning: 0, due: 1 }, newLimit: 20 },
    });
    const again = reviewReducer(loaded, { type: 'rate', rating: 1 });
    expect(remainingCounts(again, NOW)).toEqual({ new: 0, learning: 1, due: 1 });
    expect(remainingCounts(again, NOW - 30 * 60_000)).toEqual({ new: 0, learning: 0, due: 1 });
  });

  it('never counts fewer than the cards in hand', () => {
    expect(remainingCounts(run(load(a, b, c)), NOW)).toEqual({ new: 3, learning: 1, due: 1 });
  });
});
