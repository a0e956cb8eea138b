// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import type { TimedWord } from '../lines/timeline.ts';
import { TranscriptLine } from './TranscriptLine.tsx';

afterEach(cleanup);

const words: TimedWord[] = [
  { id: '4.0', text: 'Hello', start: 10, end: 10.5, line: 4 },
  { id: '4.1', text: '<img', start: 10.5, end: 11, line: 4 },
];

function setup(props: Partial<Parameters<typeof TranscriptLine>[0]> = {}) {
  const onPlay = vi.fn();
  const onWord = vi.fn();
  const i18n = createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <ol>
        <TranscriptLine
          index={4}
          number={5}
          line={{ text: 'Hello <img src=x onerror=alert(1)> there', start: 10, end: 12, translation: 'Bonjour' }}
          words={words}
          language="en"
          active
          activeWordId="4.1"
          showTranslation
          onPlay={onPlay}
          onWord={onWord}
          t={i18n.getFixedT('en', ['notes', 'common'])}
          {...props}
        />
      </ol>
    </I18nextProvider>,
  );
  return { onPlay, onWord };
}

describe('TranscriptLine', () => {
  it('shows caption text as text, never as markup', () => {
    setup();
    const line = screen.getByTestId('transcript-line-4');
    expect(line.querySelector('img')).toBeNull();
    expect(line.textContent).toContain('Hello <img src=x onerror=alert(1)> there');
  });

  it('marks the active line and only the active word', () => {
    setup();
    expect(screen.getByTestId('transcript-line-4').dataset.active).toBe('true');
    expect(screen.getByTestId('transcript-word-4.1').dataset.active).toBe('true');
    expect(screen.getByTestId('transcript-word-4.0').dataset.active).toBe('false');
  });

  it('plays the line from its number and opens a word', () => {
    const { onPlay, onWord } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Play line 5 (0:10)' }));
    expect(onPlay).toHaveBeenCalledWith(4);
    fireEvent.click(screen.getByTestId('transcript-word-4.0'));
    expect(onWord).toHaveBeenCalledWith(words[0], 4);
  });

  it('shows the translation only when asked', () => {
    setup({ showTranslation: false });
    expect(screen.queryByText('Bonjour')).toBeNull();
  });

  it('leaves words plain without a word status', () => {
    setup({ activeWordId: null });
    expect(screen.getByTestId('transcript-word-4.0').dataset.tint).toBe('none');
    expect(screen.getByTestId('transcript-word-4.0').className).not.toMatch(/bg-(sky|yellow)/);
  });

  it('tints words by the status of their lemma, the active word readable on top', () => {
    setup({ lemmas: ['hello', 'img'], statuses: { hello: { status: 'learning', learningLevel: 2 } } });
    const hello = screen.getByTestId('transcript-word-4.0');
    expect(hello.dataset.tint).toBe('learning-2');
    expect(hello.className).toContain('bg-yellow-200');
    // "img" has no status: new. It is also the word being spoken: the highlight wins over the tint.
    const active = screen.getByTestId('transcript-word-4.1');
    expect(active.dataset.tint).toBe('new');
    expect(active.className).toContain('bg-brand-600');
    expect(active.className).toContain('text-white');
    expect(active.className).toContain('no-underline');
  });

  it('leaves known, ignored and non-words untinted', () => {
    setup({
      activeWordId: null,
      lemmas: ['hello', null],
      statuses: { hello: { status: 'known', learningLevel: null } },
    });
    expect(screen.getByTestId('transcript-word-4.0').dataset.tint).toBe('none');
    expect(screen.getByTestId('transcript-word-4.1').dataset.tint).toBe('none');
    cleanup();
    setup({
      activeWordId: null,
      lemmas: ['hello', 'img'],
      statuses: { hello: { status: 'ignored', learningLevel: null }, img: { status: 'learning', learningLevel: 4 } },
    });
    expect(screen.getByTestId('transcript-word-4.0').dataset.tint).toBe('none');
    expect(screen.getByTestId('transcript-word-4.1').dataset.tint).toBe('learning-4');
  });

  it('saves the line to my sentences from its bookmark, and shows it saved', () => {
    const onSave = vi.fn();
    setup({ onSave });
    const button = screen.getByRole('button', { name: 'Save line 5 to my sentences' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onSave).toHaveBeenCalledWith(4);
    cleanup();
    setup({ onSave, saved: true });
    expect(screen.getByTestId('transcript-save-4').dataset.state).toBe('saved');
    expect(screen.getByRole('button', { name: 'Remove line 5 from my sentences' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('has no bookmark without a way to save', () => {
    setup();
    expect(screen.queryByTestId('transcript-save-4')).toBeNull();
  });
});
