import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../common/format.ts';
import type { PlayerHandle } from '../player/usePlayer.ts';

/** The timeline clock's face: where playback is in the note's span, with a slider to move it. */
export function ClockFace({ player, hasVideo }: { player: PlayerHandle; hasVideo: boolean }) {
  const { t } = useTranslation('notes');
  const { start, end } = player.span;
  const why = player.fellBack ? t('player.fallback') : hasVideo ? t('player.clockChosen') : t('player.noVideo');
  return (
    <div
      data-testid="player-clock"
      data-playing={player.playing}
      title={why}
      className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 p-3 text-white shadow-md sm:p-5"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-white/15">
          <AudioLines aria-hidden className={player.playing ? 'h-5 w-5 animate-pulse' : 'h-5 w-5'} />
        </span>
        <p className="hidden min-w-0 flex-1 truncate text-sm font-semibold sm:block">{t('player.clockTitle')}</p>
        <p
          className="ml-auto shrink-0 font-mono text-base font-semibold tabular-nums sm:text-lg"
          data-testid="player-time"
        >
          {formatDuration(player.currentTime)}
          <span className="text-brand-100"> / {formatDuration(end)}</span>
        </p>
      </div>
      {/* Beside the controls on a phone there is no room for the reason; it stays in the face's tooltip. */}
      <p className="mt-2 hidden text-xs leading-snug text-brand-100 sm:block">{why}</p>
      <input
        type="range"
        min={start}
        max={end}
        step={0.1}
        value={player.currentTime}
        onChange={(event) => player.seekTo(Number(event.target.value))}
        aria-label={t('player.position')}
        aria-valuetext={formatDuration(player.currentTime)}
        data-testid="player-seek"
        className="mt-2 h-2 w-full cursor-pointer accent-white sm:mt-4"
      />
    </div>
  );
}
