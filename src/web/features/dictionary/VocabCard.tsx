import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { cn } from '../../lib/cn.ts';
import { useToggleSaveVocab } from '../../lib/vocab-api.ts';
import { AudioButton } from '../notes/material/AudioButton.tsx';
import { SaveToggleButton } from './shared/SaveToggleButton.tsx';
import { StatusChip } from './StatusChip.tsx';
import { VocabContexts } from './VocabContexts.tsx';
import type { Vocab } from '../../lib/api-types.ts';

type VocabCardProps = { vocab: Vocab; selected: boolean; onToggleSelected: (id: string) => void };

/** One word of the dictionary: tick box, word and lemma, status, translation, audio, save toggle and its contexts. */
export function VocabCard({ vocab, selected, onToggleSelected }: VocabCardProps) {
  const { t } = useTranslation('words');
  const toggle = useToggleSaveVocab();
  const showLemma = vocab.lemma && vocab.lemma.toLowerCase() !== vocab.word.toLowerCase();
  return (
    <li
      data-testid={`vocab-${vocab.id}`}
      data-saved={vocab.isSaved}
      className={cn(
        'rounded-xl border bg-white p-4 shadow-sm transition-colors',
        selected ? 'border-brand-300 ring-1 ring-brand-300' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          className="mt-1"
          checked={selected}
          onChange={() => onToggleSelected(vocab.id)}
          aria-label={t('selection.select', { item: vocab.word })}
          data-testid="select-item"
        />
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span
              lang={vocab.language}
              className="break-words text-lg font-semibold leading-tight text-slate-900"
              data-testid="vocab-word"
            >
              {vocab.word}
            </span>
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
            {vocab.translation || <span className="text-slate-400">{t('item.noTranslation')}</span>}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1.5">
          <AudioButton text={vocab.word} lang={vocab.language} label={t('item.listen', { item: vocab.word })} />
          <SaveToggleButton
            saved={vocab.isSaved}
            pending={toggle.isPending}
            onToggle={() => toggle.mutate(vocab.id)}
            itemLabel={vocab.word}
          />
        </div>
      </div>
      <div className="sm:pl-8">
        <VocabContexts contexts={vocab.contexts} word={vocab.word} lemma={vocab.lemma} lang={vocab.language} />
      </div>
    </li>
  );
}
