import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AlertTriangle, BookOpenText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { displayLanguage } from '../../lib/language-options.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { useProfile } from '../../lib/session.ts';
import { learnerLanguages } from '../saved-items/learner-languages.ts';
import { SavedWordsPage } from '../saved-words/SavedWordsPage.tsx';
import { entryQuery } from './api.ts';
import { DictionaryTabs } from './DictionaryTabs.tsx';
import { EntryCard } from './EntryCard.tsx';
import { LookupForm } from './LookupForm.tsx';

/** `/dictionary?q=Hund&lang=de` looks a word up; `?view=saved` lists the saved words. */
export type DictionarySearch = { q?: string; lang?: string; view?: 'saved' };

/** The Dictionary page (spec: dashboard entry "dictionary"): look any word up, or filter to the saved ones. */
export function DictionaryPage({ q, lang, view }: DictionarySearch) {
  if (view === 'saved') return <SavedWordsPage nav={<DictionaryTabs current="saved" />} />;
  return <LookupView word={q ?? ''} lang={lang} />;
}

function LookupView({ word, lang }: { word: string; lang?: string }) {
  const { t, i18n } = useTranslation('words');
  const profile = useProfile();
  const languages = useMemo(() => learnerLanguages(profile), [profile]);
  const language = lang || languages[0] || 'en';
  const navigate = useNavigate();
  const locale = localeParam(useLocale());
  const lookUp = (text: string, next: string) =>
    void navigate({ to: '/{-$locale}/dictionary', params: { locale }, search: { q: text || undefined, lang: next } });
  return (
    <>
      <PageHeader title={t('dictionary.title')} description={t('lookup.subtitle')} testId="dictionary-heading" />
      <DictionaryTabs current="lookup" />
      <LookupForm key={`${language}|${word}`} word={word} language={language} languages={languages} onLookUp={lookUp} />
      {word ? (
        <EntryResult word={word} lang={language} />
      ) : (
        <EmptyState
          icon={BookOpenText}
          title={t('lookup.startTitle')}
          text={t('lookup.startText', {
            language: displayLanguage(language, i18n.resolvedLanguage ?? i18n.language),
          })}
          data-testid="lookup-start"
        />
      )}
    </>
  );
}

function EntryResult({ word, lang }: { word: string; lang: string }) {
  const { t } = useTranslation('words');
  const entry = useQuery(entryQuery(word, lang));
  if (entry.isPending)
    return (
      <div className="flex justify-center py-12" data-testid="lookup-loading">
        <Spinner label={t('lookup.loading', { word })} className="h-6 w-6" />
      </div>
    );
  if (entry.isError)
    return (
      <div
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
        data-testid="lookup-error"
      >
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" />
          {t('lookup.errorTitle')}
        </p>
        <p className="mt-1 text-sm">{errorMessage(entry.error, t)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void entry.refetch()}>
          {t('lookup.retry')}
        </Button>
      </div>
    );
  return <EntryCard entry={entry.data} />;
}
