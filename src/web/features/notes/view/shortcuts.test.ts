// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts.ts';

const press = (
  key: string,
  target: EventTarget | null = document.body,
  modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {},
) => shortcutFor({ key, target, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

describe('shortcutFor', () => {
  it.each([
    [' ', 'play-pause'],
    ['ArrowLeft', 'previous-line'],
    ['ArrowRight', 'next-line'],
    ['r', 'repeat-line'],
    ['R', 'repeat-line'],
    ['d', 'dual-subtitles'],
  ])('%j → %s', (key, action) => expect(press(key)).toBe(action));

  it('ignores other keys and modified presses', () => {
    expect(press('x')).toBeNull();
    expect(press('r', document.body, { ctrlKey: true })).toBeNull();
    expect(press('d', document.body, { metaKey: true })).toBeNull();
  });

  it('leaves keys to fields, sliders and dialogs', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inside = document.createElement('button');
    dialog.append(inside);
    document.body.append(input, dialog);
    expect(press('r', input)).toBeNull();
    expect(press(' ', inside)).toBeNull();
  });

  it('acts from a focused button', () => {
    const button = document.createElement('button');
    document.body.append(button);
    expect(press(' ', button)).toBe('play-pause');
  });
});
