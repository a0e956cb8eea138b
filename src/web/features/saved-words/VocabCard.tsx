import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParam, useLocale } from '../../lib/locale.ts';
import type { Vocab } from '../../lib/api-types.ts';
import { SavedItemCard } from '../saved-items/SavedItemCard.tsx';
import { useToggleSaveVocab } from './api.ts';
import { StatusChip } from './StatusChip.tsx';
import { VocabContexts } from './VocabContexts.tsx';

type VocabCardProps = { vocab: Vocab; selected: boolean; onToggleSelected: (id: string) => void };

/** One saved word: the word and its lemma, status, translation, and the sentences it was met in. */
export function VocabCard({ vocab, selected, onToggleSelected }: VocabCardProps) {
  const { t } = useTranslation('words');
  const toggle = useToggleSaveVocab();
  const locale = useLocale();
  const showLemma = vocab.lemma && vocab.lemma.toLowerCase() !== vocab.word.toLowerCase();
  return (
    <SavedItemCard
      item={vocab}
      text={vocab.word}
      label={vocab.word}
      selected={selected}
      onToggleSelected={onToggleSelected}
      toggle={toggle}
      data-testid={`vocab-${vocab.id}`}
      footer={<VocabContexts contexts={vocab.contexts} word={vocab.word} lemma={vocab.lemma} lang={vocab.language} />}
    >
      <h2 className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        {/* The word opens its whole entry in the look-up view of the same page. */}
        <Link
          to="/{-$locale}/dictionary"
          params={{ locale: localeParam(locale) }}
          search={{ q: vocab.word, lang: vocab.language }}
          lang={vocab.language}
          aria-label={t('lookup.open', { word: vocab.word })}
          className="break-words rounded text-lg font-semibold leading-tight text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          data-testid="vocab-word"
        >
          {vocab.word}
        </Link>
        {showLemma && (
          <span className="text-xs text-slate-500">
            <span className="sr-only">{t('item.lemma')}: </span>
            <span lang={vocab.language} className="font-medium text-slate-600">
              {vocab.lemma}
            </span>
          </span>
        )}
        <StatusChip status={vocab.status} level={vocab.learningLevel} />
      </h2>
      <p
        lang={vocab.translationLanguage}
        className="mt-1 break-words text-base text-slate-700"
        data-testid="vocab-translation"
      >
        {vocab.translation || (
          <span className="text-sm text-slate-400">
            <span className="sr-only">{t('item.noTranslation')}: </span>
            {t('common:offlineGloss.short')}
          </span>
        )}
      </p>
    </SavedItemCard>
  );
}
