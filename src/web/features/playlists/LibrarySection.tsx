import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { PlaylistBadges, Thumbnail } from './PlaylistBits.tsx';
import { libraryQuery } from './playlists-api.ts';

/** The library's playlists of one language (the learner's main one first), by the curators' order. */
export function LibrarySection({ initialLanguage }: { initialLanguage: string }) {
  const { t } = useTranslation('playlists');
  const locale = useLocale();
  const [language, setLanguage] = useState(initialLanguage);
  const library = useInfiniteQuery(libraryQuery(language));
  const playlists = library.data?.pages.flatMap((page) => page.playlists) ?? [];
  return (
    <section aria-labelledby="library-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="library-heading" className="text-lg font-semibold text-slate-900">
          {t('library.title')}
        </h2>
        <div className="w-full sm:w-48">
          <Field id="library-language" label={t('library.language')}>
            <LanguageSelect id="library-language" value={language} onChange={setLanguage} testId="library-language" />
          </Field>
        </div>
      </div>
      {library.isPending ? (
        <Spinner label={t('loading')} />
      ) : library.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(library.error, t)}
        </p>
      ) : playlists.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="library-empty">
          {t('library.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {playlists.map((playlist) => (
            <li key={playlist.id}>
              <Link
                to="/{-$locale}/playlists/$playlistId"
                params={{ locale: localeParam(locale), playlistId: playlist.id }}
                data-testid="library-playlist"
                className="flex h-full min-w-0 gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <Thumbnail src={playlist.thumbnail} className="h-16 w-24" />
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900">{playlist.title}</span>
                  <PlaylistBadges playlist={playlist} />
                  <span className="block text-xs text-slate-500">
                    {t('mine.entries', { count: playlist.entryCount })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {library.hasNextPage && (
        <Button variant="outline" onClick={() => void library.fetchNextPage()} disabled={library.isFetchingNextPage}>
          {t('library.more')}
        </Button>
      )}
    </section>
  );
}
