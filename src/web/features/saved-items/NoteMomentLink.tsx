import { Link } from '@tanstack/react-router';
import { PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../common/format.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';

type NoteMomentLinkProps = { noteId: string; noteTitle: string | null; start: number | null };

/** The video an item was saved from, opening its note at that moment (`?t=`). */
export function NoteMomentLink({ noteId, noteTitle, start }: NoteMomentLinkProps) {
  const { t } = useTranslation('words');
  const locale = useLocale();
  const title = noteTitle || t('item.untitledNote');
  const time = start != null && start >= 0 ? formatDuration(start) : null;
  return (
    <Link
      to="/{-$locale}/notes/$noteId"
      params={{ locale: localeParam(locale), noteId }}
      search={time ? { t: Math.floor(start!) } : {}}
      className="inline-flex min-w-0 max-w-full items-center gap-1.5 rounded text-xs font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      aria-label={time ? t('item.openNoteAt', { title, time }) : t('item.openNote', { title })}
      data-testid="note-link"
    >
      <PlayCircle aria-hidden className="h-3.5 w-3.5 shrink-0" />
      <span className="truncate">{title}</span>
      {time && <span className="shrink-0 tabular-nums text-slate-500">· {time}</span>}
    </Link>
  );
}
