import { LEARNING_LEVELS } from '../../../common/learning.ts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { WordStatus } from '../../../common/learning.ts';

const LOOK: Record<WordStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  learning: 'bg-amber-50 text-amber-800 ring-amber-200',
  known: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ignored: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A word's status (ADR 7); learning words show their level 1–4 as filled dots. */
export function StatusChip({ status, level }: { status: WordStatus; level: number | null }) {
  const { t } = useTranslation('words');
  const learning = status === 'learning' && level != null;
  return (
    <span
      data-testid="status-chip"
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        LOOK[status],
      )}
    >
      {learning ? t('status.learningLevel', { level }) : t(`status.${status}`)}
      {learning && (
        <span aria-hidden className="flex gap-0.5">
          {LEARNING_LEVELS.map((dot) => (
            <span
              key={dot}
              className={cn('h-1.5 w-1.5 rounded-full', dot <= level ? 'bg-amber-500' : 'bg-amber-200')}
            />
          ))}
        </span>
      )}
    </span>
  );
}
