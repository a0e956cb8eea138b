import { LEARNING_LEVELS } from '../../../../common/learning.ts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { learningTint, TINT_CLASS } from './word-status.ts';

const swatch = 'inline-block h-3.5 w-3.5 rounded-sm';

/** What the transcript's word colours mean: new, learning 1 (strongest) to 4 (faintest), known (plain). */
export function StatusLegend({ className }: { className?: string }) {
  const { t } = useTranslation('notes');
  return (
    <p
      data-testid="status-legend"
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600', className)}
    >
      <span className="font-medium text-slate-500">{t('legend.title')}</span>
      <span className={cn(TINT_CLASS.new, 'underline-offset-[3px]')}>{t('legend.new')}</span>
      <span className="inline-flex items-center gap-1.5">
        <span aria-hidden className="inline-flex gap-px">
          {LEARNING_LEVELS.map((level) => (
            <span key={level} className={cn(swatch, 'w-2', TINT_CLASS[learningTint(level)])} />
          ))}
        </span>
        {t('legend.learning')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span aria-hidden className={cn(swatch, 'bg-white ring-1 ring-inset ring-slate-300')} />
        {t('legend.known')}
      </span>
    </p>
  );
}
