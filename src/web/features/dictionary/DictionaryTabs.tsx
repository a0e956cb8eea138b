import { Link } from '@tanstack/react-router';
import { BookmarkCheck, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';

export type DictionaryView = 'lookup' | 'saved';

const TABS = [
  { view: 'lookup', icon: Search, label: 'lookup.tabLookUp' },
  { view: 'saved', icon: BookmarkCheck, label: 'lookup.tabSaved' },
] as const;

const tabClass = (active: boolean) =>
  cn(
    'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:flex-none',
    active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
  );

/**
 * The Dictionary page's two views: looking any word up, and the learner's saved words as a filter of the
 * same page. Links (`?view=saved`), so each view has an address and Back returns to the other.
 */
export function DictionaryTabs({ current }: { current: DictionaryView }) {
  const { t } = useTranslation('words');
  const locale = localeParam(useLocale());
  return (
    <nav aria-label={t('lookup.tabs')} className="mb-5 flex w-full rounded-xl bg-slate-100 p-1 sm:w-fit">
      {TABS.map(({ view, icon: Icon, label }) => (
        <Link
          key={view}
          to="/{-$locale}/dictionary"
          params={{ locale }}
          search={view === 'saved' ? { view } : {}}
          aria-current={current === view ? 'page' : undefined}
          className={tabClass(current === view)}
          data-testid={`dictionary-tab-${view}`}
        >
          <Icon aria-hidden className="h-4 w-4" />
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
