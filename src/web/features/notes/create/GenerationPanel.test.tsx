// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { GenerationPanel } from './GenerationPanel.tsx';
import type { GenerationView } from './useNoteGeneration.ts';

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  // jsdom lays nothing out: every box is at 0, above the site header, so the panel scrolls to the top.
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(cleanup);

function setup(view: GenerationView) {
  const onRetry = vi.fn();
  const onImport = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <GenerationPanel view={view} onRetry={onRetry} onImport={onImport} />
    </I18nextProvider>,
  );
  return { onRetry, onImport };
}

describe('GenerationPanel', () => {
  it('offers the subtitle import, with the video, instead of asking again when the captions cannot be read', () => {
    const videoUrl = 'https://www.youtube.com/watch?v=nocaptions1';
    const { onRetry, onImport } = setup({
      phase: 'failed',
      message: 'No captions',
      remedy: { kind: 'import', videoUrl },
    });
    expect(screen.queryByTestId('note-retry')).toBeNull();
    const link = screen.getByRole('link', { name: 'Import a subtitle file' });
    expect(link.getAttribute('href')).toBe('#subtitle-import');
    fireEvent.click(link);
    expect(onImport).toHaveBeenCalledWith(videoUrl);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('asks again when the failure may pass', () => {
    const { onRetry } = setup({ phase: 'failed', message: 'Try later', remedy: { kind: 'retry' } });
    expect(screen.queryByTestId('note-import-instead')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('brings a failure that opens out of sight to the top of the screen', () => {
    setup({ phase: 'failed', message: 'No captions', remedy: { kind: 'retry' } });
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
  });
});
