// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import type { PlayerHandle } from '../player/usePlayer.ts';
import { StudyPlayer } from './StudyPlayer.tsx';
import { useFoldedPlayer } from './useFoldedPlayer.ts';

const player: PlayerHandle = {
  kind: 'youtube',
  status: 'ready',
  expectsVideo: true,
  fellBack: false,
  span: { start: 0, end: 60 },
  hostRef: createRef(),
  currentTime: 12,
  playing: false,
  rate: 1,
  play: vi.fn(),
  pause: vi.fn(),
  seekTo: vi.fn(),
  setRate: vi.fn(),
};

/** jsdom has no matchMedia: the screen is as wide as the test says. */
function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: px >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function Harness() {
  const [folded, fold] = useFoldedPlayer();
  return (
    <StudyPlayer
      player={player}
      hasVideo
      settings={{ dual: true, highlight: true, autoPause: false, loop: false, tints: true }}
      toggle={() => {}}
      hasTranslations
      hasWordStatus={false}
      controls={{ onPrevious: () => {}, onRepeat: () => {}, onNext: () => {} }}
      stickyRef={createRef()}
      folded={folded}
      onFold={fold}
    />
  );
}

const setup = () =>
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Harness />
    </I18nextProvider>,
  );

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StudyPlayer', () => {
  it('on a phone, folds the video away (kept mounted, out of the tab order) and shows the time instead; remembered', () => {
    screenWidth(390);
    setup();
    const bar = screen.getByTestId('study-player');
    const video = screen.getByTestId('player-video');
    expect(bar.dataset.folded).toBe('false');
    expect(screen.queryByTestId('player-folded-time')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Hide the video' }));
    expect(bar.dataset.folded).toBe('true');
    expect(screen.getByTestId('player-video')).toBe(video);
    expect(video.parentElement?.hasAttribute('inert')).toBe(true);
    expect(screen.getByTestId('player-folded-time').textContent).toBe('0:12');
    expect(screen.getByTestId('player-fold').getAttribute('aria-expanded')).toBe('false');

    cleanup();
    setup();
    expect(screen.getByTestId('study-player').dataset.folded).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show the video' }));
    expect(screen.getByTestId('study-player').dataset.folded).toBe('false');
  });

  it('on a phone the study toggles scroll with the page, under the bar; from 768 px they are in its card', async () => {
    screenWidth(390);
    setup();
    // Drawn a task after the player (ADR 12).
    expect(screen.queryByTestId('dual-toggle')).toBeNull();
    expect(screen.getByTestId('study-player').contains(await screen.findByTestId('dual-toggle'))).toBe(false);
    cleanup();
    screenWidth(1280);
    setup();
    expect(screen.getByTestId('study-player').contains(await screen.findByTestId('dual-toggle'))).toBe(true);
  });

  it('from 768 px a fold chosen on a phone does not hide the video', () => {
    window.localStorage.setItem('lingoclipPlayerFolded', 'true');
    screenWidth(1280);
    setup();
    expect(screen.getByTestId('study-player').dataset.folded).toBe('false');
    expect(screen.getByTestId('player-video').parentElement?.hasAttribute('inert')).toBe(false);
  });
});
