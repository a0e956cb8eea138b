import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../common/format.ts';
import { cn } from '../../../lib/cn.ts';

/** Plays the moment of the video a card or line comes from (the player stays where it is, in sight). */
export function PlayInVideoButton({
  time,
  onClick,
  className,
}: {
  time: number | undefined;
  onClick: () => void;
  className?: string;
}) {
  const { t } = useTranslation('notes');
  const label =
    time === undefined ? t('material.playInVideo') : t('material.playInVideoAt', { time: formatDuration(time) });
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid="play-in-video"
      className={cn(
        'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full border border-slate-200 bg-white px-3 text-xs font-medium text-slate-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        className,
      )}
    >
      <Play aria-hidden className="h-3.5 w-3.5 fill-current" />
      {t('material.playInVideo')}
      {time !== undefined && <span className="font-mono tabular-nums text-slate-500">{formatDuration(time)}</span>}
    </button>
  );
}

/** A minute of the note, heading a group of cards or lines. */
export function PageHeading({
  id,
  label,
  count,
  children,
}: {
  id: string;
  label: string;
  count?: number;
  children?: ReactNode;
}) {
  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1.5">
      <h3 id={id} className="whitespace-nowrap font-mono text-xs font-semibold tabular-nums text-slate-500">
        {label}
      </h3>
      {count !== undefined && (
        <span className="rounded-full bg-slate-200 px-1.5 text-[11px] font-semibold tabular-nums text-slate-600">
          {count}
        </span>
      )}
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
      {children}
    </div>
  );
}
