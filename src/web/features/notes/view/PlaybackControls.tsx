import { ChevronDown, ChevronUp, Pause, Play, RotateCcw, SkipBack, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../common/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { PLAYBACK_RATES } from '../player/player-driver.ts';
import type { PlayerHandle } from '../player/usePlayer.ts';
import { ShortcutsHelp } from './ShortcutsHelp.tsx';

type PlaybackControlsProps = {
  player: PlayerHandle;
  onPrevious: () => void;
  onRepeat: () => void;
  onNext: () => void;
  /** Below 768 px the video can be folded away; the time is then shown here instead. */
  folded: boolean;
  onFold: () => void;
  className?: string;
};

const iconButton = 'h-9 w-9 text-slate-600';

/**
 * Play, previous / repeat / next line, speed, the shortcuts help and (phones) folding the video. Below
 * 768 px beside the video they take two short rows; folded, one row under the site header.
 */
export function PlaybackControls({
  player,
  onPrevious,
  onRepeat,
  onNext,
  folded,
  onFold,
  className,
}: PlaybackControlsProps) {
  const { t } = useTranslation('notes');
  const ready = player.status === 'ready';
  const foldLabel = folded ? t('compactPlayer.show') : t('compactPlayer.hide');
  const FoldIcon = folded ? ChevronDown : ChevronUp;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-0.5 gap-y-1 md:gap-1', className)}>
      <div className="flex items-center gap-0.5 md:gap-1">
        <Button
          size="icon"
          className="h-10 w-10 rounded-full"
          disabled={!ready}
          onClick={() => (player.playing ? player.pause() : player.play())}
          aria-label={player.playing ? t('controls.pause') : t('controls.play')}
          data-testid="player-play"
          data-playing={player.playing}
        >
          {player.playing ? <Pause aria-hidden className="h-5 w-5" /> : <Play aria-hidden className="ml-0.5 h-5 w-5" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          disabled={!ready}
          onClick={onPrevious}
          aria-label={t('controls.previousLine')}
          title={t('controls.previousLine')}
          data-testid="player-previous"
        >
          <SkipBack aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          disabled={!ready}
          onClick={onRepeat}
          aria-label={t('controls.repeatLine')}
          title={t('controls.repeatLine')}
        >
          <RotateCcw aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          disabled={!ready}
          onClick={onNext}
          aria-label={t('controls.nextLine')}
          title={t('controls.nextLine')}
          data-testid="player-next"
        >
          <SkipForward aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      <div className="ml-auto flex items-center gap-1.5 md:gap-2">
        {folded && (
          <p
            className="font-mono text-xs font-medium tabular-nums text-slate-600 md:hidden"
            data-testid="player-folded-time"
          >
            {formatDuration(player.currentTime)}
          </p>
        )}
        <select
          value={player.rate}
          onChange={(event) => player.setRate(Number(event.target.value))}
          disabled={!ready}
          aria-label={t('controls.speed')}
          title={t('controls.speed')}
          data-testid="playback-rate"
          className="h-9 cursor-pointer rounded-lg border border-slate-300 bg-white px-1.5 text-sm font-medium text-slate-700 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 md:px-2"
        >
          {PLAYBACK_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate}×
            </option>
          ))}
        </select>
        {/* Keyboard shortcuts matter where there is a keyboard: tablets and up. */}
        <div className="hidden sm:block">
          <ShortcutsHelp />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className={cn(iconButton, 'md:hidden')}
          onClick={onFold}
          aria-label={foldLabel}
          title={foldLabel}
          aria-expanded={!folded}
          data-testid="player-fold"
        >
          <FoldIcon aria-hidden className="h-4 w-4" />
        </Button>
      </div>
    </div>
  );
}
