import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { cn } from '../../lib/cn.ts';
import { useToggleSaveSentence } from '../../lib/vocab-api.ts';
import { NoteMomentLink } from '../dictionary/shared/NoteMomentLink.tsx';
import { SaveToggleButton } from '../dictionary/shared/SaveToggleButton.tsx';
import { AudioButton } from '../notes/material/AudioButton.tsx';
import type { Sentence } from '../../lib/api-types.ts';

type SentenceCardProps = { sentence: Sentence; selected: boolean; onToggleSelected: (id: string) => void };

/** One saved sentence: tick box, the sentence and its meaning, audio, save toggle and the video moment. */
export function SentenceCard({ sentence, selected, onToggleSelected }: SentenceCardProps) {
  const { t } = useTranslation('words');
  const toggle = useToggleSaveSentence();
  const short = sentence.text.length > 40 ? `${sentence.text.slice(0, 40)}…` : sentence.text;
  return (
    <li
      data-testid={`sentence-${sentence.id}`}
      data-saved={sentence.isSaved}
      className={cn(
        'rounded-xl border bg-white p-4 shadow-sm transition-colors',
        selected ? 'border-brand-300 ring-1 ring-brand-300' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          className="mt-1"
          checked={selected}
          onChange={() => onToggleSelected(sentence.id)}
          aria-label={t('selection.select', { item: short })}
          data-testid="select-item"
        />
        <div className="min-w-0 flex-1">
          <p
            lang={sentence.language}
            className="break-words text-base font-medium leading-7 text-slate-900"
            data-testid="sentence-text"
          >
            {sentence.text}
          </p>
          <p
            lang={sentence.meaning ? sentence.translationLanguage : undefined}
            className="mt-1 break-words text-sm leading-6 text-slate-600"
            data-testid="sentence-meaning"
          >
            {sentence.meaning || <span className="italic text-slate-400">{t('item.noMeaning')}</span>}
          </p>
          {sentence.noteId && (
            <div className="mt-2">
              <NoteMomentLink noteId={sentence.noteId} noteTitle={sentence.noteTitle} start={sentence.start} />
            </div>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1.5">
          <AudioButton text={sentence.text} lang={sentence.language} label={t('item.listen', { item: short })} />
          <SaveToggleButton
            saved={sentence.isSaved}
            pending={toggle.isPending}
            onToggle={() => toggle.mutate(sentence.id)}
            itemLabel={short}
          />
        </div>
      </div>
    </li>
  );
}
