import {
  Highlighter,
  Languages,
  Palette,
  Pause,
  PauseOctagon,
  Play,
  Repeat1,
  RotateCcw,
  SkipBack,
  SkipForward,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PLAYBACK_RATES } from '../player/player-driver.ts';
import type { PlayerHandle } from '../player/usePlayer.ts';
import { ShortcutsHelp } from './ShortcutsHelp.tsx';
import { ToggleChip } from './ToggleChip.tsx';
import type { StudySettings } from './useStudySettings.ts';

type PlaybackControlsProps = {
  player: PlayerHandle;
  settings: StudySettings;
  toggle: (setting: keyof StudySettings) => void;
  hasTranslations: boolean;
  /** The learner's word status loaded, so the transcript's words can be coloured by it. */
  hasWordStatus: boolean;
  onPrevious: () => void;
  onRepeat: () => void;
  onNext: () => void;
};

const iconButton = 'h-9 w-9 text-slate-600';

export function PlaybackControls({
  player,
  settings,
  toggle,
  hasTranslations,
  hasWordStatus,
  onPrevious,
  onRepeat,
  onNext,
}: PlaybackControlsProps) {
  const { t } = useTranslation('notes');
  const ready = player.status === 'ready';
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-white p-2.5 shadow-sm sm:p-3">
      <div className="flex items-center gap-1">
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
        >
          <SkipForward aria-hidden className="h-4 w-4" />
        </Button>
        <div className="ml-auto flex items-center gap-2">
          <select
            value={player.rate}
            onChange={(event) => player.setRate(Number(event.target.value))}
            disabled={!ready}
            aria-label={t('controls.speed')}
            title={t('controls.speed')}
            data-testid="playback-rate"
            className="h-9 cursor-pointer rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-700 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
          >
            {PLAYBACK_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}×
              </option>
            ))}
          </select>
          <ShortcutsHelp />
        </div>
      </div>
      {/* One scrollable row on phones keeps the sticky player short; it wraps where there is room. */}
      <div className="-mx-2.5 mt-2 flex gap-1.5 overflow-x-auto border-t border-slate-100 px-2.5 pt-2 sm:mx-0 sm:flex-wrap sm:px-0 sm:pt-2.5">
        <ToggleChip
          icon={Languages}
          label={t('controls.dual')}
          pressed={hasTranslations && settings.dual}
          onToggle={() => toggle('dual')}
          unavailable={hasTranslations ? undefined : t('controls.dualUnavailable')}
          testId="dual-toggle"
        />
        <ToggleChip
          icon={Highlighter}
          label={t('controls.highlight')}
          pressed={settings.highlight}
          onToggle={() => toggle('highlight')}
          testId="highlight-toggle"
        />
        {hasWordStatus && (
          <ToggleChip
            icon={Palette}
            label={t('controls.tints')}
            pressed={settings.tints}
            onToggle={() => toggle('tints')}
            testId="tints-toggle"
          />
        )}
        <ToggleChip
          icon={PauseOctagon}
          label={t('controls.autoPause')}
          pressed={settings.autoPause}
          onToggle={() => toggle('autoPause')}
          testId="auto-pause-toggle"
        />
        <ToggleChip
          icon={Repeat1}
          label={t('controls.loop')}
          pressed={settings.loop}
          onToggle={() => toggle('loop')}
          testId="loop-toggle"
        />
      </div>
    </div>
  );
}
