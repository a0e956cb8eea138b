import { memo, type RefObject } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useAfterFirstPaint } from '../../../lib/use-drawn-in-steps.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query.ts';
import type { PlayerHandle } from '../player/usePlayer.ts';
import { PlaybackControls } from './PlaybackControls.tsx';
import { PlayerPanel } from './PlayerPanel.tsx';
import { StudyToggles } from './StudyToggles.tsx';
import type { StudySettings } from './useStudySettings.ts';

type StudyPlayerProps = {
  player: PlayerHandle;
  hasVideo: boolean;
  settings: StudySettings;
  toggle: (setting: keyof StudySettings) => void;
  hasTranslations: boolean;
  hasWordStatus: boolean;
  controls: { onPrevious: () => void; onRepeat: () => void; onNext: () => void };
  /** The part that stays on screen below 768 px; the transcript keeps its active line under it. */
  stickyRef: RefObject<HTMLDivElement | null>;
  folded: boolean;
  onFold: () => void;
};

/**
 * The player column. From 768 px: the video, then one card with the controls and the study settings.
 * Below: a compact sticky bar — the video beside two short rows of controls, or, folded, the controls
 * alone (the video keeps playing, out of sight) — and the study settings under it, scrolling with the
 * page, so the bar covers a fifth of a phone's screen rather than two fifths.
 * Memoised: the note page re-renders as its queries answer, and redrawing the controls each time was
 * blocking time on a phone (ADR 12); it redraws when the player or a setting changes.
 */
export const StudyPlayer = memo(function StudyPlayer(props: StudyPlayerProps) {
  const { player, hasVideo, settings, toggle, hasTranslations, hasWordStatus, controls, stickyRef, folded, onFold } =
    props;
  const wide = useMediaQuery(WIDE_SCREEN);
  const hidden = folded && !wide;
  // The study settings are drawn a task after the player (before the tabs below them), so neither is a long task on a phone (ADR 12).
  const togglesDrawn = useAfterFirstPaint();
  const toggles = (className: string) =>
    togglesDrawn && (
      <StudyToggles
        settings={settings}
        toggle={toggle}
        hasTranslations={hasTranslations}
        hasWordStatus={hasWordStatus}
        className={className}
      />
    );
  return (
    <>
      <div
        ref={stickyRef}
        data-testid="study-player"
        data-folded={hidden}
        className="sticky top-16 z-20 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur md:static md:mx-0 md:self-start md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
      >
        <div
          className={cn(
            'grid items-center md:sticky md:top-24 md:block',
            !hidden && 'grid-cols-[minmax(0,1fr)_10rem] gap-2',
          )}
        >
          {/* Folded, the video stays mounted (YouTube's iframe would restart) but takes no room and no focus. */}
          <div className={cn(hidden && 'h-0 overflow-hidden')} inert={hidden}>
            <PlayerPanel player={player} hasVideo={hasVideo} />
          </div>
          <div className="md:mt-3 md:rounded-xl md:border md:border-slate-200 md:bg-white md:p-3 md:shadow-sm">
            <PlaybackControls player={player} folded={hidden} onFold={onFold} {...controls} />
            {wide && toggles('mt-2.5 border-t border-slate-100 pt-2.5')}
          </div>
        </div>
      </div>
      {!wide && toggles('')}
    </>
  );
});
