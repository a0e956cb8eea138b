// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, loadLocale } from '../../i18n/index.ts';
import { SearchBox } from './search-box.tsx';

// Locales other than English are fetched on demand in the app; here, up front.
await loadLocale('fr');

function setup(locale = 'en') {
  const onSearch = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <SearchBox onSearch={onSearch} />
    </I18nextProvider>,
  );
  return { onSearch, input: screen.getByRole('searchbox') };
}

// An `input` event, as typing sends: Preact's onChange on a text field listens to it, not to `change`.
const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it("shows the spec's placeholder, translated in other locales", () => {
    expect(setup().input.getAttribute('placeholder')).toBe('Search by word or context');
    cleanup();
    expect(setup('fr').input.getAttribute('placeholder')).not.toBe('Search by word or context');
  });

  it('searches 400 ms after the last keystroke, once', () => {
    const { onSearch, input } = setup();
    type(input, 'ca');
    act(() => vi.advanceTimersByTime(300));
    type(input, 'cat');
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('cat');
  });

  it('searches at once on Enter and drops the pending debounced search', () => {
    const { onSearch, input } = setup();
    type(input, 'dog');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('dog');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('offers a clear button only when there is text; clearing empties the box and searches at once', () => {
    const { onSearch, input } = setup();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    type(input, 'bird');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(input);
  });

  it('does not search after it is gone', () => {
    const { onSearch, input } = setup();
    type(input, 'fish');
    cleanup();
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
