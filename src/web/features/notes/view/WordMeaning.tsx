import { useQuery } from '@tanstack/react-query';
import { codeOfProblems } from '../../../../common/errors.ts';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { WordTranslation } from '../../../lib/api-types.ts';
import { serverNote } from '../../../lib/server-messages.ts';
import { knownPos } from '../material/material-helpers.ts';
import { wordTranslationQuery } from '../note-api.ts';

type WordMeaningProps = { term: string; from: string; to: string; context?: string };

/**
 * The clicked word's meaning: the translation with its alternatives and note, and how the word is
 * built (Korean 학교에서 = 학교 "school" + 에서 "at; in") — shown even when no dictionary knows the
 * stem. A word nothing covers says what would: an AI provider (ADR 16). The endpoint may be missing
 * or know nothing; both read as that hint, never as an error.
 */
export function WordMeaning({ term, from, to, context }: WordMeaningProps) {
  const { t } = useTranslation('notes');
  const query = useQuery(wordTranslationQuery(term, from, to, context));
  const answer = query.data;
  // The core vocabulary names word classes (`adj`); a dictionary's own labels are shown as written.
  const posLabel = (pos: string) => {
    const known = knownPos(pos);
    return known ? t(`pos.${known}`) : pos;
  };
  const alternatives = answer?.alternatives?.filter((a) => a !== answer.translation).slice(0, 4) ?? [];
  return (
    <div
      className="mt-4 flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-3"
      data-testid="vocab-translation"
      aria-live="polite"
    >
      <BookOpen aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      {query.isLoading ? (
        <Spinner label={t('vocab.looking')} className="h-4 w-4" />
      ) : (
        <div className="min-w-0">
          {answer?.translation ? (
            <div lang={to}>
              {answer.article && answer.headword && (
                <p lang={from} className="text-sm text-slate-700" data-testid="vocab-noun-forms">
                  {/* German nouns are learnt with their article; the plural's is always "die". */}
                  {answer.article} {answer.headword}
                  {answer.plural && <span className="text-slate-500"> · die {answer.plural}</span>}
                </p>
              )}
              <p className="text-base font-medium text-slate-900">
                {answer.translation}
                {answer.partOfSpeech && (
                  <span className="ml-2 text-xs font-normal italic text-slate-500">
                    {posLabel(answer.partOfSpeech)}
                  </span>
                )}
              </p>
              {alternatives.length > 0 && <p className="mt-0.5 text-sm text-slate-600">{alternatives.join(', ')}</p>}
              {answer.note && <p className="mt-1 text-xs text-slate-500">{serverNote(t, answer.note)}</p>}
            </div>
          ) : (
            <p className="text-sm text-slate-600" data-testid="vocab-no-gloss">
              {answer?.note && !suggestsAiProvider(answer.note)
                ? serverNote(t, answer.note)
                : t('common:offlineGloss.hint')}
            </p>
          )}
          {answer?.parts && answer.parts.length > 1 && <WordParts parts={answer.parts} lang={from} />}
        </div>
      )}
    </div>
  );
}

/**
 * A miss the server explains with "configure an AI provider" (nothing general is set up) reads as
 * the friendlier hint; any other miss (a provider that failed) is shown as the server said it.
 */
const suggestsAiProvider = (note: string) =>
  codeOfProblems(note)?.some((coded) => coded.reason === 'translation_missed_configure') ?? false;

/** The pieces of the word, each with its meaning when the glossary or vocabulary has one. */
function WordParts({ parts, lang }: { parts: NonNullable<WordTranslation['parts']>; lang: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="mt-2 border-t border-brand-100 pt-2" data-testid="vocab-parts">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('offlineGloss.parts')}</p>
      <ul className="mt-1 flex flex-wrap items-baseline gap-x-1.5 gap-y-1 text-sm">
        {parts.map((part, i) => (
          <li key={`${i}:${part.text}`} className="flex items-baseline gap-1.5">
            {i > 0 && (
              <span aria-hidden className="text-slate-400">
                +
              </span>
            )}
            <span lang={lang} className="font-semibold text-slate-900">
              {part.text}
            </span>
            {/* The dictionary form when the piece is written otherwise (먹 → 먹다, 친구들 → 친구). */}
            {part.lemma !== part.text && !part.lemma.startsWith('-') && (
              <span lang={lang} className="text-xs text-slate-500">
                ({part.lemma})
              </span>
            )}
            {part.meaning && <span className="text-slate-600">“{part.meaning}”</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
