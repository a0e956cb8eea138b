import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClockPlayer } from './clock-player.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const clock = (start = 0, end = 60) => new ClockPlayer({ start, end, tickMs: 50, now: () => Date.now() });

describe('ClockPlayer', () => {
  it('waits at the start, paused', () => {
    expect(clock(90, 150).getSnapshot()).toEqual({ currentTime: 90, playing: false, rate: 1 });
  });

  it('advances with the wall clock while playing and holds still when paused', () => {
    const player = clock();
    player.play();
    vi.advanceTimersByTime(2000);
    expect(player.getSnapshot().currentTime).toBeCloseTo(2, 1);
    expect(player.getSnapshot().playing).toBe(true);
    player.pause();
    vi.advanceTimersByTime(5000);
    expect(player.getSnapshot()).toMatchObject({ playing: false });
    expect(player.getSnapshot().currentTime).toBeCloseTo(2, 1);
  });

  it('plays faster or slower with the rate', () => {
    const player = clock();
    player.setRate(1.5);
    player.play();
    vi.advanceTimersByTime(2000);
    expect(player.getSnapshot().currentTime).toBeCloseTo(3, 1);
    player.setRate(0.5);
    vi.advanceTimersByTime(2000);
    expect(player.getSnapshot().currentTime).toBeCloseTo(4, 1);
    expect(player.getSnapshot().rate).toBe(0.5);
  });

  it('seeks within its span, playing or not', () => {
    const player = clock(10, 70);
    player.seekTo(30);
    expect(player.getSnapshot().currentTime).toBe(30);
    player.play();
    vi.advanceTimersByTime(1000);
    expect(player.getSnapshot().currentTime).toBeCloseTo(31, 1);
    player.seekTo(5);
    expect(player.getSnapshot().currentTime).toBe(10);
    player.seekTo(500);
    expect(player.getSnapshot().currentTime).toBe(70);
  });

  it('stops at the end and starts over when played again', () => {
    const player = clock(0, 3);
    player.play();
    vi.advanceTimersByTime(5000);
    expect(player.getSnapshot()).toEqual({ currentTime: 3, playing: false, rate: 1 });
    player.play();
    expect(player.getSnapshot().currentTime).toBe(0);
  });

  it('tells subscribers about each change and stops when disposed', () => {
    const player = clock();
    const listener = vi.fn();
    const unsubscribe = player.subscribe(listener);
    player.play();
    vi.advanceTimersByTime(200);
    expect(listener.mock.calls.length).toBeGreaterThanOrEqual(4);
    unsubscribe();
    listener.mockClear();
    vi.advanceTimersByTime(200);
    expect(listener).not.toHaveBeenCalled();
    player.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
