import { describe, expect, it } from 'vitest';
import { makePlan, type PlanEntry, todaysEntries } from './plan.ts';

const entries = (n: number): PlanEntry[] =>
  Array.from({ length: n }, (_, i) => ({ itemId: `i${i}`, noteId: `n${i}`, title: `Note ${i}`, position: i }));

describe('makePlan', () => {
  it('spreads 3 notes a week over days 0, 2, 4, 7, …', () => {
    const plan = makePlan(entries(5), { kind: 'notes_per_week', value: 3 }, '2026-11-26', '2026-12-31');
    expect(plan.entries.map((e) => e.day)).toEqual([
      '2026-11-26',
      '2026-11-28',
      '2026-11-30',
      '2026-12-03',
      '2026-12-05',
    ]);
    expect(plan.expectedFinish).toBe('2026-12-05');
    expect(plan.onTrack).toBe(true);
  });

  it('puts one note a day at 7 a week and two a day at 40 minutes a day', () => {
    const daily = makePlan(entries(3), { kind: 'notes_per_week', value: 7 }, '2026-11-26', '2026-11-28');
    expect(daily.entries.map((e) => e.day)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    const minutes = makePlan(entries(3), { kind: 'minutes_per_day', value: 40 }, '2026-11-26', '2026-11-26');
    expect(minutes.entries.map((e) => e.day)).toEqual(['2026-11-26', '2026-11-26', '2026-11-27']);
    expect(minutes.onTrack).toBe(false);
  });

  it('says how many notes a week would meet the target', () => {
    const plan = makePlan(entries(14), { kind: 'notes_per_week', value: 1 }, '2026-11-26', '2026-12-09');
    expect(plan.onTrack).toBe(false);
    expect(plan.notesPerWeekForTarget).toBe(7);
  });

  it('finishes on the start day for an empty playlist', () => {
    const plan = makePlan([], { kind: 'minutes_per_day', value: 20 }, '2026-11-26', '2026-11-30');
    expect(plan).toMatchObject({ entries: [], expectedFinish: '2026-11-26', onTrack: true });
  });
});

describe('todaysEntries', () => {
  const plan = makePlan(entries(5), { kind: 'notes_per_week', value: 3 }, '2026-11-26', '2026-12-31').entries;
  const none = () => null;

  it('is the note planned today', () => {
    expect(todaysEntries(plan, '2026-11-26', none).map((e) => e.noteId)).toEqual(['n0']);
  });

  it('carries an unfinished note over, and keeps a note finished today', () => {
    expect(todaysEntries(plan, '2026-11-28', none).map((e) => e.noteId)).toEqual(['n0']);
    const doneToday = (id: string | null) => (id === 'n0' ? '2026-11-28' : null);
    expect(todaysEntries(plan, '2026-11-28', doneToday).map((e) => e.noteId)).toEqual(['n0']);
    const doneBefore = (id: string | null) => (id === 'n0' ? '2026-11-26' : null);
    expect(todaysEntries(plan, '2026-11-28', doneBefore).map((e) => e.noteId)).toEqual(['n1']);
  });

  it('goes on with the next open note on a free day', () => {
    const doneBefore = (id: string | null) => (id === 'n0' ? '2026-11-26' : null);
    expect(todaysEntries(plan, '2026-11-27', doneBefore).map((e) => e.noteId)).toEqual(['n1']);
  });
});
