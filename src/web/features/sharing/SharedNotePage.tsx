import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FileWarning, Globe2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { baseLanguage, isLearningLanguage } from '../../../common/languages.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { errorMessage } from '../../lib/api.ts';
import { displayLanguage } from '../../lib/language-options.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { useAfterFirstPaint } from '../../lib/use-drawn-in-steps.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PublicLayout } from '../landing/PublicLayout.tsx';
import { NoteBadges } from '../notes/NoteBadges.tsx';
import { SaveToLibrary } from './SaveToLibrary.tsx';
import { SharedStudy } from './SharedStudy.tsx';
import { sharedNotePath, sharedNoteQuery } from './sharing-api.ts';

/**
 * `/shared/note/$noteId`: a note its owner shared by link, for anyone, signed in or not (the server renders
 * this path's head for link previews). `save`: back from signing up to save it (SaveToLibrary).
 */
export function SharedNotePage({ noteId, save = false }: { noteId: string; save?: boolean }) {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  const query = useQuery(sharedNoteQuery(noteId));
  const drawStudy = useAfterFirstPaint();
  // The server renders this page's head; reached by client navigation, the tab gets the note's title too.
  usePageTitle(query.data ? `${query.data.title} — Lingoclip` : undefined);

  if (query.isPending) {
    return (
      <PublicLayout>
        <div role="status" aria-label={t('page.loading')} className="mx-auto max-w-6xl animate-pulse px-4 py-8">
          <div className="h-7 w-2/3 rounded bg-slate-200" />
          <div className="mt-6 aspect-video max-w-xl rounded-xl bg-slate-200" />
        </div>
      </PublicLayout>
    );
  }
  if (query.isError) {
    return (
      <PublicLayout>
        <div className="mx-auto max-w-3xl px-4 py-12">
          <EmptyState
            data-testid="shared-note-error"
            icon={FileWarning}
            titleAs="h1"
            title={t('page.notFoundTitle')}
            text={errorMessage(query.error, t)}
            action={
              <Link
                to="/{-$locale}"
                params={{ locale: localeParam(locale) }}
                className={buttonVariants({ variant: 'outline' })}
              >
                {t('page.home')}
              </Link>
            }
          />
        </div>
      </PublicLayout>
    );
  }

  const note = query.data;
  const language = baseLanguage(note.language);
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        <header className="mb-4 flex flex-col gap-3 sm:mb-6 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700">
              <Globe2 aria-hidden className="h-4 w-4" />
              {t('page.badge')}
            </p>
            <h1
              data-testid="shared-note-title"
              className="mt-1 break-words text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
            >
              {note.title}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <NoteBadges note={note} />
              {isLearningLanguage(language) && (
                <Link
                  to="/{-$locale}/shared/$langCode"
                  params={{ locale: localeParam(locale), langCode: language }}
                  className="text-sm font-medium text-brand-700 hover:underline"
                  data-testid="shared-more"
                >
                  {t('page.more', { language: displayLanguage(language, locale) })}
                </Link>
              )}
            </div>
          </div>
          <SaveToLibrary noteId={note.id} save={save} returnTo={sharedNotePath(note.id, locale)} />
        </header>
        {drawStudy && <SharedStudy note={note} />}
      </div>
    </PublicLayout>
  );
}
