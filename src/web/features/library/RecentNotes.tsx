import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { noteListQuery } from '../notes/note-api.ts';
import { NoteCard } from './NoteCard.tsx';

export const RECENT_COUNT = 3;

/** The dashboard's latest notes (shares the library's cached first page); `empty` shows when there are none. */
export function RecentNotes({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  const list = useInfiniteQuery({ ...noteListQuery, meta: { silent: true } });
  const notes = list.data?.pages[0]?.notes.slice(0, RECENT_COUNT) ?? [];
  if (list.isPending) {
    return (
      <div aria-hidden className="space-y-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-[4.75rem] animate-pulse rounded-xl bg-slate-200/70" />
        ))}
      </div>
    );
  }
  if (notes.length === 0) return empty;
  return (
    <div data-testid="dashboard-recent-notes">
      <ul className="space-y-2">
        {notes.map((note) => (
          <li key={note.id}>
            <NoteCard note={note} compact />
          </li>
        ))}
      </ul>
      <Link
        to="/{-$locale}/library"
        params={{ locale: localeParam(locale) }}
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        {t('library.seeAll')}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </div>
  );
}
