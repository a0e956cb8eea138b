import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FileText, Globe2, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LEARNING_LANGUAGES, type LearningLanguageCode } from '../../../common/languages.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { NoteSummary } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import { displayLanguage } from '../../lib/language-options.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PublicLayout } from '../landing/PublicLayout.tsx';
import { NoteBadges } from '../notes/NoteBadges.tsx';
import { VideoThumbnail } from '../notes/VideoThumbnail.tsx';
import { sharedListQuery } from './sharing-api.ts';

/**
 * `/shared/$langCode`: the notes learners shared in one learning language, newest first, "Load more"
 * adding pages to the list (spec §4), with the other learning languages one click away. Public.
 */
export function SharedListPage({ langCode }: { langCode: LearningLanguageCode }) {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  const list = useInfiniteQuery(sharedListQuery(langCode));
  const notes = list.data?.pages.flatMap((page) => page.notes) ?? [];
  const language = displayLanguage(langCode, locale);
  usePageTitle(`${t('list.title', { language })} — Lingoclip`);
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl" data-testid="shared-list-title">
          {t('list.title', { language })}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('list.intro')}</p>
        <nav aria-label={t('list.languages')} className="mt-5">
          <ul className="flex flex-wrap gap-2" data-testid="shared-languages">
            {LEARNING_LANGUAGES.map((code) => (
              <li key={code}>
                <Link
                  to="/{-$locale}/shared/$langCode"
                  params={{ locale: localeParam(locale), langCode: code }}
                  aria-current={code === langCode ? 'page' : undefined}
                  className={cn(
                    'inline-flex rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                    code === langCode
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500/60 hover:text-brand-700',
                  )}
                >
                  {displayLanguage(code, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8">
          {list.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner label={t('list.loading')} className="h-6 w-6" />
            </div>
          ) : list.isError && notes.length === 0 ? (
            <EmptyState
              icon={Globe2}
              title={t('list.errorTitle')}
              text={errorMessage(list.error, t)}
              action={
                <Button variant="outline" onClick={() => void list.refetch()}>
                  {t('list.retry')}
                </Button>
              }
            />
          ) : notes.length === 0 ? (
            <EmptyState
              data-testid="shared-list-empty"
              icon={Globe2}
              title={t('list.emptyTitle', { language })}
              text={t('list.emptyText')}
            />
          ) : (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="shared-list">
                {notes.map((note) => (
                  <li key={note.id} className="flex">
                    <SharedNoteCard note={note} />
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex justify-center">
                {list.isFetchingNextPage ? (
                  <Spinner label={t('list.loading')} />
                ) : (
                  list.hasNextPage && (
                    <Button variant="outline" onClick={() => void list.fetchNextPage()} data-testid="shared-load-more">
                      {t('list.loadMore')}
                    </Button>
                  )
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </PublicLayout>
  );
}

function SharedNoteCard({ note }: { note: NoteSummary }) {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  return (
    <Link
      to="/{-$locale}/shared/note/$noteId"
      params={{ locale: localeParam(locale), noteId: note.id }}
      data-testid="shared-list-note"
      className="group flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500/60 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <VideoThumbnail
        src={note.thumbnail}
        icon={note.videoId ? undefined : FileText}
        className="aspect-video w-full rounded-none"
      />
      <div className="flex flex-1 flex-col p-4">
        <h2 className="line-clamp-2 font-semibold leading-snug text-slate-900 group-hover:text-brand-700">
          {note.title}
        </h2>
        <div className="mt-2">
          <NoteBadges note={note} />
        </div>
        <p className="mt-auto inline-flex items-center gap-1 pt-3 text-xs tabular-nums text-slate-500">
          <ListOrdered aria-hidden className="h-3.5 w-3.5" />
          {t('list.lines', { count: note.lineCount })}
        </p>
      </div>
    </Link>
  );
}
