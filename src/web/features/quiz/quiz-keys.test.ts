// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { KeyEventLike } from '../review/review-keys.ts';
import { quizActionFor } from './quiz-keys.ts';

const press = (key: string, change: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: document.body,
  ...change,
});

describe('quizActionFor', () => {
  it('picks choices 1–4 while asking, not after', () => {
    expect(quizActionFor(press('1'), 'asking')).toEqual({ type: 'choose', index: 0 });
    expect(quizActionFor(press('4'), 'asking')).toEqual({ type: 'choose', index: 3 });
    expect(quizActionFor(press('5'), 'asking')).toBeNull();
    expect(quizActionFor(press('2'), 'feedback')).toBeNull();
  });

  it('goes on with Enter after feedback, checks with Enter while asking', () => {
    expect(quizActionFor(press('Enter'), 'feedback')).toEqual({ type: 'continue' });
    expect(quizActionFor(press('Enter'), 'asking')).toEqual({ type: 'check' });
  });

  it('leaves fields, focused buttons and modified keys alone', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    document.body.append(input, button);
    expect(quizActionFor(press('1', { target: input }), 'asking')).toBeNull();
    expect(quizActionFor(press('Enter', { target: input }), 'feedback')).toBeNull();
    expect(quizActionFor(press('Enter', { target: button }), 'feedback')).toBeNull();
    expect(quizActionFor(press('1', { ctrlKey: true }), 'asking')).toBeNull();
    expect(quizActionFor(press('1', { repeat: true }), 'asking')).toBeNull();
  });

  it('takes back a word with Backspace and replays with R', () => {
    expect(quizActionFor(press('Backspace'), 'asking')).toEqual({ type: 'back' });
    expect(quizActionFor(press('r'), 'asking')).toEqual({ type: 'replay' });
  });
});
