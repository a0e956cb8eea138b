import { formatDate } from '../../../common/format.ts';
import type { AdminOverview } from '../../lib/api-types.ts';
import { useLocale } from '../../lib/locale.ts';

type DayCount = AdminOverview['signUps'][number];

/**
 * Counts per day as a row of bars (oldest left, today right), each with its day and count as a tooltip
 * and for screen readers; the chart as a whole is labelled with its total. Fits 390 px: bars shrink.
 */
export function DayBars({ days, label, testId }: { days: DayCount[]; label: string; testId: string }) {
  const locale = useLocale();
  const max = Math.max(1, ...days.map((d) => d.count));
  return (
    <div>
      <ol aria-label={label} data-testid={testId} className="flex h-28 items-end gap-px sm:gap-0.5">
        {days.map(({ day, count }) => {
          const text = `${formatDate(`${day}T00:00:00Z`, locale)}: ${count}`;
          return (
            <li key={day} title={text} className="flex h-full min-w-0 flex-1 items-end">
              <span className="sr-only">{text}</span>
              <span
                aria-hidden
                className={count ? 'w-full rounded-t-sm bg-brand-500' : 'w-full rounded-t-sm bg-slate-100'}
                style={{ height: `${count ? Math.max(4, (count / max) * 100) : 2}%` }}
              />
            </li>
          );
        })}
      </ol>
      {days.length > 0 && (
        <div aria-hidden className="mt-1 flex justify-between text-[11px] text-slate-400">
          <span>{formatDate(`${days[0]!.day}T00:00:00Z`, locale)}</span>
          <span>{formatDate(`${days.at(-1)!.day}T00:00:00Z`, locale)}</span>
        </div>
      )}
    </div>
  );
}
