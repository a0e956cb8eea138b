import * as Dialog from '@radix-ui/react-dialog';
import { Play, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { displayLanguage } from '../../../lib/language-options.ts';
import { useLocale } from '../../../lib/locale.ts';
import { AudioButton } from '../../audio/AudioButton.tsx';
import { dictionaryForm, segmentLine } from './line-segments.ts';
import type { TimedWord } from '../lines/timeline.ts';
import { WordActions, type CardTarget } from './WordActions.tsx';
import type { Subtitle } from '../../../lib/api-types.ts';
import { WordMeaning } from './WordMeaning.tsx';

export type WordSelection = { word: TimedWord; lineIndex: number };
export type { CardTarget };

type VocabDialogProps = {
  selection: WordSelection | null;
  line: Subtitle | undefined;
  lineWords: readonly TimedWord[];
  language: string;
  nativeLanguage: string;
  card: CardTarget;
  onClose: () => void;
  onPlayMoment: (lineIndex: number) => void;
};

/**
 * The word a learner clicked: its dictionary translation, its status (set with one click or key) and a
 * way to save it, the sentence it came from, and a way to hear it there.
 */
export function VocabDialog({
  selection,
  line,
  lineWords,
  language,
  nativeLanguage,
  card,
  onClose,
  onPlayMoment,
}: VocabDialogProps) {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  const term = selection ? dictionaryForm(selection.word.text) : '';
  return (
    <Dialog.Root open={selection !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="vocab-dialog"
          className="fixed inset-x-3 bottom-3 z-50 mx-auto max-h-[85dvh] max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
                {t('vocab.languages', {
                  from: displayLanguage(language, locale),
                  to: displayLanguage(nativeLanguage, locale),
                })}
              </p>
              <div className="mt-1 flex items-center gap-2.5">
                <Dialog.Title
                  lang={language}
                  className="min-w-0 break-words text-2xl font-bold text-slate-900"
                  data-testid="vocab-word"
                >
                  {term}
                </Dialog.Title>
                {term && <AudioButton text={term} lang={language} label={t('audio.word', { word: term })} />}
              </div>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" className="-mr-2 -mt-1 shrink-0" aria-label={t('common:close')}>
                <X aria-hidden className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>

          {selection && <WordMeaning key={term} term={term} from={language} to={nativeLanguage} context={line?.text} />}
          {selection && line && (
            <WordActions
              key={`${selection.lineIndex}:${selection.word.id}`}
              target={card}
              language={language}
              nativeLanguage={nativeLanguage}
              word={selection.word}
              term={term}
              lineWords={lineWords}
              lineText={line.text}
              lineIndex={selection.lineIndex}
            />
          )}

          {selection && line && (
            <div className="mt-5 space-y-2">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('vocab.sentence')}</h3>
              <p
                lang={language}
                className="rounded-xl bg-slate-50 p-3 text-base leading-7 text-slate-800"
                data-testid="vocab-sentence"
              >
                {segmentLine(line.text, lineWords, language).map((segment, i) =>
                  segment.kind === 'word' && segment.word.id === selection.word.id ? (
                    <mark key={i} className="rounded bg-amber-200 px-0.5 font-semibold text-slate-900">
                      {segment.word.text}
                    </mark>
                  ) : (
                    <span key={i}>{segment.kind === 'word' ? segment.word.text : segment.text}</span>
                  ),
                )}
              </p>
              {line.translation && (
                <p className="px-3 text-sm leading-6 text-slate-600" data-testid="vocab-line-translation">
                  {line.translation}
                </p>
              )}
            </div>
          )}

          <Dialog.Description className="sr-only">{t('vocab.description')}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">{t('common:close')}</Button>
            </Dialog.Close>
            <Button onClick={() => selection && onPlayMoment(selection.lineIndex)} data-testid="vocab-play">
              <Play aria-hidden className="h-4 w-4" />
              {t('vocab.playMoment')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
