import { describe, expect, it } from 'vitest';
import { decideTick } from './playback-rules.ts';

const lines = [
  { text: 'one', start: 1, end: 4 },
  { text: 'two', start: 4, end: 6 },
  { text: 'three', start: 8, end: 10 },
];
const off = { autoPause: false, loop: false };

describe('decideTick', () => {
  it('does nothing inside a line', () =>
    expect(decideTick(lines, 2, 2.1, 0, { autoPause: true, loop: true })).toEqual({
      anchor: 0,
      action: { type: 'none' },
    }));

  it('follows the transcript when no rule is on', () => {
    expect(decideTick(lines, 3.95, 4.05, 0, off)).toEqual({ anchor: 1, action: { type: 'none' } });
    expect(decideTick(lines, 5.95, 6.05, 1, off)).toEqual({ anchor: 2, action: { type: 'none' } });
  });

  it('pauses when a line is done, then studies the next one', () => {
    expect(decideTick(lines, 3.95, 4.05, 0, { autoPause: true, loop: false })).toEqual({
      anchor: 1,
      action: { type: 'pause' },
    });
    // Resuming from the stop plays the next line to its own end before pausing again.
    expect(decideTick(lines, 4.05, 4.15, 1, { autoPause: true, loop: false }).action).toEqual({ type: 'none' });
    expect(decideTick(lines, 5.95, 6.02, 1, { autoPause: true, loop: false })).toEqual({
      anchor: 2,
      action: { type: 'pause' },
    });
  });

  it('loops back to the lead-in of the line, even with auto-pause on', () => {
    expect(decideTick(lines, 9.95, 10.05, 2, { autoPause: true, loop: true })).toEqual({
      anchor: 2,
      action: { type: 'seek', to: 7 },
    });
    // After the loop's own seek the anchor stays, though the lead-in lies in the previous pause.
    expect(decideTick(lines, 10.05, 7, 2, { autoPause: false, loop: true })).toEqual({
      anchor: 2,
      action: { type: 'none' },
    });
  });

  it('re-aims at the line found after a seek elsewhere', () => {
    expect(decideTick(lines, 2, 8.5, 0, { autoPause: true, loop: true })).toEqual({
      anchor: 2,
      action: { type: 'none' },
    });
    expect(decideTick(lines, undefined, 6.5, -1, off)).toEqual({ anchor: 2, action: { type: 'none' } });
  });

  it('re-aims when playback resumes somewhere the anchor line is not', () => {
    // Paused in line one, moved to line three, played on: the next reading is a normal tick.
    expect(decideTick(lines, 8.2, 8.25, 0, { autoPause: true, loop: false })).toEqual({
      anchor: 2,
      action: { type: 'none' },
    });
    expect(decideTick(lines, 9.95, 10.05, 2, { autoPause: true, loop: false }).action).toEqual({ type: 'pause' });
  });

  it('notices a stop crossed by one long tick', () => {
    expect(decideTick(lines, 3.5, 4.9, 0, { autoPause: true, loop: false }).action).toEqual({ type: 'pause' });
  });

  it('finds an anchor when it had none', () =>
    expect(decideTick(lines, 0.2, 0.3, -1, off)).toEqual({ anchor: 0, action: { type: 'none' } }));
  it('has nothing to do past the last line', () =>
    expect(decideTick(lines, 10.1, 10.2, -1, { autoPause: true, loop: true })).toEqual({
      anchor: -1,
      action: { type: 'none' },
    }));
});
