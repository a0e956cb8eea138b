import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineWindow, watchLine, type LineWindow } from './line-watch.ts';
import { MIN_REPEAT_SECONDS, repeatSeconds, ShadowSession, type ShadowPhase } from './shadow.ts';

const lines = [
  { text: 'one', start: 1.5, end: 5.5 },
  { text: 'two', start: 5.5, end: 8 },
  { text: 'three', start: 9, end: 9.5 },
];

describe('lineWindow', () => {
  it('runs from the lead-in to where auto-pause stops the line', () => {
    expect(lineWindow(lines, 0)).toEqual({ from: 0.5, start: 1.5, stop: 5.5 });
    expect(lineWindow(lines, 2)).toEqual({ from: 8, start: 9, stop: 9.5 });
  });
  it('uses the given times for a line the transcript lacks, or nothing', () => {
    expect(lineWindow(lines, 7, { start: 20, end: 22 })).toEqual({ from: 19, start: 20, stop: 22 });
    expect(lineWindow(lines, 7)).toBeNull();
  });
});

describe('watchLine', () => {
  const window: LineWindow = { from: 4, start: 5, stop: 8 };
  it('waits for a first reading inside the line (earlier ones may predate the seek)', () => {
    expect(watchLine(window, false, 30)).toBe('waiting');
    expect(watchLine(window, false, 4.1)).toBe('inside');
  });
  it('finishes when playback runs across the stop, and lets go after a seek elsewhere', () => {
    expect(watchLine(window, true, 7.9)).toBe('inside');
    expect(watchLine(window, true, 8.05)).toBe('finished');
    expect(watchLine(window, true, 20)).toBe('left');
    expect(watchLine(window, true, 1)).toBe('left');
  });
});

describe('repeatSeconds', () => {
  it('gives as long as the line lasts, never less than the minimum', () => {
    expect(repeatSeconds({ from: 0.5, start: 1.5, stop: 5.5 })).toBe(4);
    expect(repeatSeconds({ from: 8, start: 9, stop: 9.5 })).toBe(MIN_REPEAT_SECONDS);
  });
});

describe('ShadowSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const windows = lines.map((_, i) => lineWindow(lines, i)!);
    const playFrom = vi.fn();
    const pause = vi.fn();
    const phases: ShadowPhase[] = [];
    const session = new ShadowSession(windows, { playFrom, pause }, (phase) => phases.push(phase));
    return { session, playFrom, pause, phases };
  }

  it('plays a line, pauses for the learner to repeat it for its duration, then plays the next, to the end', () => {
    const { session, playFrom, pause, phases } = setup();
    session.start();
    expect(playFrom).toHaveBeenLastCalledWith(0, 0.5);
    expect(session.current).toEqual({ kind: 'listening', index: 0 });

    session.tick(0.6);
    session.tick(3);
    expect(pause).not.toHaveBeenCalled();
    session.tick(5.55);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(session.current).toEqual({ kind: 'repeating', index: 0, seconds: 4 });

    // Ticks while paused for the repeat change nothing.
    session.tick(5.6);
    vi.advanceTimersByTime(3900);
    expect(playFrom).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(playFrom).toHaveBeenLastCalledWith(1, 4.5);
    expect(session.current).toEqual({ kind: 'listening', index: 1 });

    session.tick(4.6);
    session.tick(6);
    session.tick(8.1);
    expect(session.current).toEqual({ kind: 'repeating', index: 1, seconds: 2.5 });
    vi.advanceTimersByTime(2500);
    expect(playFrom).toHaveBeenLastCalledWith(2, 8);

    session.tick(8.1);
    session.tick(9.6);
    expect(session.current).toEqual({ kind: 'repeating', index: 2, seconds: MIN_REPEAT_SECONDS });
    vi.advanceTimersByTime(MIN_REPEAT_SECONDS * 1000);
    expect(session.current).toEqual({ kind: 'done' });
    expect(pause).toHaveBeenCalledTimes(3);
    expect(phases.map((p) => p.kind)).toEqual([
      'listening',
      'repeating',
      'listening',
      'repeating',
      'listening',
      'repeating',
      'done',
    ]);
  });

  it('ignores a stale reading from before the seek', () => {
    const { session, pause } = setup();
    session.start(1);
    session.tick(30);
    expect(pause).not.toHaveBeenCalled();
    expect(session.current).toEqual({ kind: 'listening', index: 1 });
  });

  it('ends when the learner seeks elsewhere while a line plays', () => {
    const { session, pause } = setup();
    session.start();
    session.tick(1);
    session.tick(40);
    expect(session.current).toEqual({ kind: 'idle' });
    expect(pause).not.toHaveBeenCalled();
  });

  it('stops: pauses a playing line, and a stop during the repeat cancels the next line', () => {
    const first = setup();
    first.session.start();
    first.session.stop();
    expect(first.pause).toHaveBeenCalledTimes(1);
    expect(first.session.current).toEqual({ kind: 'idle' });

    const second = setup();
    second.session.start();
    second.session.tick(1);
    second.session.tick(5.6);
    second.session.stop();
    vi.advanceTimersByTime(10_000);
    expect(second.playFrom).toHaveBeenCalledTimes(1);
    expect(second.session.current).toEqual({ kind: 'idle' });
  });
});
