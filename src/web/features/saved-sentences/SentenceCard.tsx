import { useTranslation } from 'react-i18next';
import type { Sentence } from '../../lib/api-types.ts';
import { NoteMomentLink } from '../saved-items/NoteMomentLink.tsx';
import { SavedItemCard } from '../saved-items/SavedItemCard.tsx';
import { PracticeLineButton } from '../speech/PracticeLineButton.tsx';
import { useToggleSaveSentence } from './api.ts';

type SentenceCardProps = { sentence: Sentence; selected: boolean; onToggleSelected: (id: string) => void };

/** One saved sentence: the sentence, its meaning and the video moment it came from. */
export function SentenceCard({ sentence, selected, onToggleSelected }: SentenceCardProps) {
  const { t } = useTranslation('words');
  const toggle = useToggleSaveSentence();
  const short = sentence.text.length > 40 ? `${sentence.text.slice(0, 40)}…` : sentence.text;
  return (
    <SavedItemCard
      item={sentence}
      text={sentence.text}
      label={short}
      selected={selected}
      onToggleSelected={onToggleSelected}
      toggle={toggle}
      data-testid={`sentence-${sentence.id}`}
    >
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
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <PracticeLineButton
          text={sentence.text}
          language={sentence.language}
          data-testid="sentence-practise"
          className="h-8 w-8 border border-slate-200 text-slate-500"
        />
        {sentence.noteId && (
          <NoteMomentLink noteId={sentence.noteId} noteTitle={sentence.noteTitle} start={sentence.start} />
        )}
      </div>
    </SavedItemCard>
  );
}
