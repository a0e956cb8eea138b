// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dialogActionFor } from './dialog-keys.ts';
import { IGNORED, KNOWN, learning } from './word-status.ts';

const press = (key: string, change: Partial<Parameters<typeof dialogActionFor>[0]> = {}) =>
  dialogActionFor({ key, altKey: false, ctrlKey: false, metaKey: false, target: document.body, ...change });

describe('word dialog keys', () => {
  it('1–4 set the learning level, K known, X ignore, S save, in either case', () => {
    expect(press('1')).toEqual({ kind: 'status', entry: learning(1) });
    expect(press('4')).toEqual({ kind: 'status', entry: learning(4) });
    expect(press('k')).toEqual({ kind: 'status', entry: KNOWN });
    expect(press('K')).toEqual({ kind: 'status', entry: KNOWN });
    expect(press('x')).toEqual({ kind: 'status', entry: IGNORED });
    expect(press('S')).toEqual({ kind: 'save' });
    expect(press('5')).toBeNull();
    expect(press('Enter')).toBeNull();
  });

  it('never fires with modifiers, held keys or while typing', () => {
    expect(press('s', { ctrlKey: true })).toBeNull();
    expect(press('k', { metaKey: true })).toBeNull();
    expect(press('1', { altKey: true })).toBeNull();
    expect(press('1', { repeat: true })).toBeNull();
    for (const tag of ['input', 'textarea', 'select'])
      expect(press('k', { target: document.createElement(tag) })).toBeNull();
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editable.append(inner);
    document.body.append(editable);
    expect(press('x', { target: inner })).toBeNull();
    expect(press('x', { target: document.createElement('button') })).toEqual({ kind: 'status', entry: IGNORED });
  });
});
