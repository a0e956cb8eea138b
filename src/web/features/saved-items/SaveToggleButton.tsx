import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

type SaveToggleButtonProps = { saved: boolean; pending: boolean; onToggle: () => void; itemLabel: string };

/** Saves or unsaves one word or sentence; pressed while saved. */
export function SaveToggleButton({ saved, pending, onToggle, itemLabel }: SaveToggleButtonProps) {
  const { t } = useTranslation('words');
  const label = saved ? t('item.unsave', { item: itemLabel }) : t('item.save', { item: itemLabel });
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      disabled={pending}
      onClick={onToggle}
      data-testid="save-toggle"
      className={cn(
        'flex h-8 w-8 shrink-0 items-center justify-center rounded-full border transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60',
        saved
          ? 'border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100'
          : 'border-slate-200 bg-white text-slate-500 hover:bg-slate-50 hover:text-slate-900',
      )}
    >
      {pending ? <Spinner className="h-3.5 w-3.5" /> : <Icon aria-hidden className="h-4 w-4" />}
    </button>
  );
}
