import { Link } from '@tanstack/react-router';
import { FileText, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { formatPercent } from '../notes/knowledge-format.ts';
import { NoteMenu } from '../notes/manage/NoteMenu.tsx';
import { NoteBadges } from '../notes/NoteBadges.tsx';
import { VideoThumbnail } from '../notes/VideoThumbnail.tsx';
import type { NoteKnowledge, NoteListItem } from '../../lib/api-types.ts';

/**
 * A note in a list: picture, title, facts and what the learner knows of it; the whole card opens the note.
 * A full card also has the note's menu (rename, delete) over its picture, beside the link, not inside it.
 */
export function NoteCard({ note, compact = false }: { note: NoteListItem; compact?: boolean }) {
  if (compact) return <NoteLink note={note} compact />;
  return (
    <div className="relative flex w-full">
      <NoteLink note={note} compact={false} />
      <NoteMenu noteId={note.id} title={note.title} className="absolute right-2 top-2" />
    </div>
  );
}

function NoteLink({ note, compact }: { note: NoteListItem; compact: boolean }) {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  return (
    <Link
      to="/{-$locale}/notes/$noteId"
      params={{ locale: localeParam(locale), noteId: note.id }}
      data-testid={`library-note-${note.id}`}
      className={
        compact
          ? 'flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-2.5 shadow-sm transition hover:border-brand-500/60 hover:shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'
          : 'group flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500/60 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'
      }
    >
      <VideoThumbnail
        src={note.thumbnail}
        icon={note.videoId ? undefined : FileText}
        className={compact ? 'h-14 w-24' : 'aspect-video w-full rounded-none'}
      />
      <div className={compact ? 'min-w-0 flex-1' : 'flex flex-1 flex-col p-4'}>
        <h3
          className={
            compact
              ? 'truncate text-sm font-semibold text-slate-900'
              : 'line-clamp-2 font-semibold leading-snug text-slate-900 group-hover:text-brand-700'
          }
        >
          {note.title}
        </h3>
        <div className={compact ? 'mt-1' : 'mt-2'}>
          <NoteBadges note={note} />
        </div>
        {note.knowledge && <Knowledge knowledge={note.knowledge} compact={compact} />}
        {!compact && (
          <p className="mt-auto flex items-center justify-between gap-2 pt-3 text-xs text-slate-500">
            <span className="inline-flex items-center gap-1 tabular-nums" title={t('library.lineCount')}>
              <ListOrdered aria-hidden className="h-3.5 w-3.5" />
              <span className="sr-only">{t('library.lineCount')}</span>
              {note.lineCount}
            </span>
            <time dateTime={note.createdAt}>{formatDate(note.createdAt, locale)}</time>
          </p>
        )}
      </div>
    </Link>
  );
}

/** "62 % known · 48 new words", with a bar on full cards. */
function Knowledge({ knowledge, compact }: { knowledge: NoteKnowledge; compact: boolean }) {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  const known = t('library.known', { percent: formatPercent(knowledge.percentKnown, locale) });
  return (
    <div data-testid="note-card-knowledge" className={compact ? 'mt-1' : 'mt-3'}>
      <p className="flex flex-wrap items-center justify-between gap-x-3 text-xs">
        <span className="font-semibold text-slate-700" data-testid="note-card-known">
          {known}
        </span>
        <span className="text-sky-700" data-testid="note-card-new">
          {t('library.newWords', { number: knowledge.newWords.toLocaleString(locale) })}
        </span>
      </p>
      {!compact && <ProgressBar value={knowledge.percentKnown} label={known} className="mt-1.5 h-1.5" />}
    </div>
  );
}

export function NoteCardSkeleton() {
  return (
    <div aria-hidden className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-video bg-slate-200" />
      <div className="space-y-2 p-4">
        <div className="h-4 w-4/5 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-3 w-1/3 rounded bg-slate-100" />
      </div>
    </div>
  );
}
