import { Highlighter, Languages, Palette, PauseOctagon, Repeat1 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { ToggleChip } from './ToggleChip.tsx';
import type { StudySettings } from './useStudySettings.ts';

type StudyTogglesProps = {
  settings: StudySettings;
  toggle: (setting: keyof StudySettings) => void;
  hasTranslations: boolean;
  /**
   * The transcript's words can be coloured by the learner's word status: false only once it failed to
   * load (shown while it loads, so the toggles do not rewrap and move the page when it comes).
   */
  hasWordStatus: boolean;
  className?: string;
};

/** The study settings as pills: dual subtitles, word highlight, status tints, auto-pause, loop. They wrap onto more rows when they must. */
export function StudyToggles({ settings, toggle, hasTranslations, hasWordStatus, className }: StudyTogglesProps) {
  const { t } = useTranslation('notes');
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
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
  );
}
