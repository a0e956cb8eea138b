// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import type { TranscriptPage } from '../lines/transcript-pages.ts';
import { FIRST_PASS_LINES, Transcript } from './Transcript.tsx';

afterEach(cleanup);

// The note has three one-minute pages; only the first (two lines) is loaded (ADR 13).
const pages: TranscriptPage[] = [
  { page: 1, firstIndex: 0, size: 2 },
  { page: 2, firstIndex: 2, size: 1 },
  { page: 3, firstIndex: 3, size: 2 },
];
const lines = [
  { text: 'First line', start: 1, end: 3 },
  { text: 'Second line', start: 4, end: 6 },
];

function setup(onNeedPage = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Transcript
        lines={lines}
        pages={pages}
        onNeedPage={onNeedPage}
        wordsByLine={new Map()}
        language="en"
        sourceLabel="Imported"
        activeLine={-1}
        activeWord={null}
        showTranslation={false}
        followLine={() => {}}
        onPlayLine={() => {}}
        onWord={() => {}}
      />
    </I18nextProvider>,
  );
  return onNeedPage;
}

describe('a paged transcript', () => {
  it("offers every page of the note and asks for a page's lines when it is opened", () => {
    const onNeedPage = setup();
    expect(screen.getByTestId('transcript').textContent).toContain('First line');
    expect(screen.getByTestId('transcript-page-3')).toBeTruthy();
    expect(onNeedPage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('transcript-page-3'));
    expect(screen.getByTestId('transcript-loading').textContent).toBe('Loading this part of the transcript…');
    expect(onNeedPage).toHaveBeenCalledWith(pages[2]);
  });
});

describe('the first render of a long page', () => {
  it('draws the first lines at once and the rest of the page in the next task, then follows the active line there', async () => {
    const long = Array.from({ length: 20 }, (_, i) => ({ text: `Line ${i + 1}`, start: i * 3, end: i * 3 + 3 }));
    const followLine = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Transcript
          lines={long}
          wordsByLine={new Map()}
          language="en"
          sourceLabel="Imported"
          activeLine={15}
          activeWord={null}
          showTranslation={false}
          followLine={followLine}
          onPlayLine={() => {}}
          onWord={() => {}}
        />
      </I18nextProvider>,
    );
    expect(screen.getAllByTestId(/^transcript-line-/)).toHaveLength(FIRST_PASS_LINES);
    expect(followLine).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByTestId(/^transcript-line-/)).toHaveLength(20));
    expect(followLine).toHaveBeenCalledWith(screen.getByTestId('transcript-line-15'));
  });
});
