// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { reviewActionFor, type KeyEventLike } from './review-keys.ts';

const press = (key: string, change: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: document.body,
  ...change,
});

describe('reviewActionFor', () => {
  it('shows the answer on Space or Enter, and rates nothing before that', () => {
    expect(reviewActionFor(press(' '), false)).toEqual({ type: 'reveal' });
    expect(reviewActionFor(press('Enter'), false)).toEqual({ type: 'reveal' });
    expect(reviewActionFor(press('3'), false)).toBeNull();
  });

  it('rates 1–4 once the answer shows, and replays on R', () => {
    expect(reviewActionFor(press('1'), true)).toEqual({ type: 'rate', rating: 1 });
    expect(reviewActionFor(press('4'), true)).toEqual({ type: 'rate', rating: 4 });
    expect(reviewActionFor(press('5'), true)).toBeNull();
    expect(reviewActionFor(press('R'), true)).toEqual({ type: 'replay' });
    expect(reviewActionFor(press(' '), true)).toBeNull();
  });

  it('undoes on U and on Ctrl/Cmd+Z, whether or not the answer shows', () => {
    expect(reviewActionFor(press('u'), false)).toEqual({ type: 'undo' });
    expect(reviewActionFor(press('U', { shiftKey: true }), true)).toEqual({ type: 'undo' });
    expect(reviewActionFor(press('z', { ctrlKey: true }), true)).toEqual({ type: 'undo' });
    expect(reviewActionFor(press('z', { metaKey: true }), false)).toEqual({ type: 'undo' });
    expect(reviewActionFor(press('z', { metaKey: true, shiftKey: true }), false)).toBeNull();
    expect(reviewActionFor(press('1', { ctrlKey: true }), true)).toBeNull();
    expect(reviewActionFor(press('1', { altKey: true }), true)).toBeNull();
  });

  it('ignores held keys and keys typed into fields', () => {
    expect(reviewActionFor(press('3', { repeat: true }), true)).toBeNull();
    const input = document.createElement('input');
    document.body.append(input);
    expect(reviewActionFor(press('3', { target: input }), true)).toBeNull();
    expect(reviewActionFor(press('z', { ctrlKey: true, target: input }), true)).toBeNull();
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(editable);
    expect(reviewActionFor(press('u', { target: editable }), true)).toBeNull();
  });

  it('leaves Space and Enter to a focused button, but digits still rate', () => {
    const button = document.createElement('button');
    document.body.append(button);
    expect(reviewActionFor(press(' ', { target: button }), false)).toBeNull();
    expect(reviewActionFor(press('2', { target: button }), true)).toEqual({ type: 'rate', rating: 2 });
  });
});
