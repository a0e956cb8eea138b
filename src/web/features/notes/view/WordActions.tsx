import { LEARNING_LEVELS } from '../../../../common/learning.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookmarkCheck, BookmarkPlus, Check, EyeOff, type LucideIcon } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showAlert } from '../../../lib/alert.ts';
import { cn } from '../../../lib/cn.ts';
import { saveVocab } from '../../saved-words/api.ts';
import { noteWordStatusQuery } from './word-status-api.ts';
import { addWordCard, materialKeys } from '../material/material-api.ts';
import { wordTranslationQuery } from '../note-api.ts';
import { dialogActionFor } from './dialog-keys.ts';
import type { TimedWord } from '../lines/timeline.ts';
import { recordStatus, refreshAfterStatusChange, useSetWordStatus } from './useWordStatus.ts';
import {
  IGNORED,
  KNOWN,
  learning,
  learningTint,
  lemmaAt,
  NEW_WORD,
  sameStatus,
  statusOf,
  TINT_CLASS,
  tintOf,
  wordIndexInLine,
} from './word-status.ts';
import type { StatusEntry } from '../../../lib/api-types.ts';

/** Where a saved word is filed: the note, its video (if any) and the language of its translation. */
export type CardTarget = { noteId: string; ytId: string; to: string };

type WordActionsProps = {
  target: CardTarget;
  language: string;
  nativeLanguage: string;
  word: TimedWord;
  /** The word as a dictionary knows it (no punctuation). */
  term: string;
  lineWords: readonly TimedWord[];
  lineText: string;
  lineIndex: number;
};

/** The current status as a chip; learning takes its level's tint. */
const CHIP_CLASS: Record<StatusEntry['status'], string> = {
  new: 'bg-sky-50 text-sky-800 ring-1 ring-inset ring-sky-200',
  learning: '',
  known: 'bg-emerald-50 text-emerald-800',
  ignored: 'bg-slate-100 text-slate-600',
};

/**
 * The word dialog's status and save: one click or one key (1–4 learning level, K known, X ignore,
 * S save). The transcript's tints follow at once. Keys are read only while the dialog is open.
 */
export function WordActions({
  target,
  language,
  nativeLanguage,
  word,
  term,
  lineWords,
  lineText,
  lineIndex,
}: WordActionsProps) {
  const { t } = useTranslation('notes');
  const titleId = useId();
  const queryClient = useQueryClient();
  const wordStatus = useQuery(noteWordStatusQuery(target.noteId));
  const lemma = lemmaAt(wordStatus.data, lineIndex, wordIndexInLine(word, lineWords));
  // Without the note's word status (still loading, or failed) the dialog remembers what was chosen here.
  const [chosen, setChosen] = useState<StatusEntry | null>(null);
  const current = wordStatus.data && lemma ? statusOf(wordStatus.data, lemma) : (chosen ?? NEW_WORD);
  const setStatus = useSetWordStatus(target.noteId, language);
  const dictionary = useQuery(wordTranslationQuery(term, language, nativeLanguage, lineText));
  const translation = target.to === nativeLanguage ? (dictionary.data?.translation ?? undefined) : undefined;

  // Saving files the word in my words (with this line as its context, status learning 1 if new) and, as
  // before, among this note's word cards, so the Words tab lists it too. The save is what counts.
  const save = useMutation({
    mutationFn: async () => {
      const [vocab, card] = await Promise.allSettled([
        saveVocab({
          word: term,
          from: language,
          to: target.to,
          context: lineText,
          noteId: target.noteId,
          sentenceId: lineIndex,
          ytId: target.ytId || undefined,
          translation,
        }),
        // Spec §5: a word card needs the video id, so a note without a video has none.
        target.ytId
          ? addWordCard(target.noteId, {
              word: term,
              from: language,
              to: target.to,
              context: lineText,
              ytId: target.ytId,
              sentenceId: lineIndex,
            })
          : Promise.reject(new Error('no video')),
      ]);
      if (card.status === 'fulfilled')
        void queryClient.invalidateQueries({ queryKey: materialKeys.flashcards(target.noteId) });
      if (vocab.status === 'rejected') throw vocab.reason;
      return vocab.value;
    },
    onSuccess: (vocab) => {
      showAlert(t('vocab.savedAlert', { word: vocab.word || term }), 'success');
      setChosen({ status: vocab.status, learningLevel: vocab.learningLevel });
      recordStatus(queryClient, target.noteId, vocab.lemma, vocab);
      refreshAfterStatusChange(queryClient);
    },
  });

  const choose = (entry: StatusEntry) => {
    if (sameStatus(entry, current)) return;
    setChosen(entry);
    setStatus.mutate({ word: term, lemma, entry });
  };
  const saveWord = () => {
    if (!save.isPending && !save.isSuccess) save.mutate();
  };

  const latest = useRef({ choose, saveWord });
  latest.current = { choose, saveWord };
  // A layout effect, so the keys work from the dialog's first paint: Preact runs plain effects after
  // the next frame, and a quick K pressed in between was lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = dialogActionFor(event);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'save') latest.current.saveWord();
      else latest.current.choose(action.entry);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A token the note's lexicon says is no word (a number, a symbol) has no status to set.
  if (lemma === null) return null;
  const saved = save.isSuccess;
  const tint = tintOf(current);
  return (
    <>
      <section
        aria-labelledby={titleId}
        className="mt-4 rounded-xl border border-slate-200 p-3"
        data-testid="vocab-status"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('status.title')}
          </h3>
          <span
            aria-live="polite"
            data-testid="vocab-status-current"
            data-status={current.status === 'learning' ? `learning-${current.learningLevel ?? 1}` : current.status}
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold text-slate-800',
              CHIP_CLASS[current.status],
              tint && tint !== 'new' && TINT_CLASS[tint],
            )}
          >
            {statusLabel(t, current)}
          </span>
        </div>
        <div role="group" aria-label={t('status.set')} className="mt-2.5 grid grid-cols-4 gap-1.5">
          {LEARNING_LEVELS.map((level) => (
            <StatusButton
              key={level}
              label={String(level)}
              name={t('status.setLearning', { level })}
              keyHint={String(level)}
              pressed={current.status === 'learning' && (current.learningLevel ?? 1) === level}
              swatch={TINT_CLASS[learningTint(level)]}
              onClick={() => choose(learning(level))}
              testId={`vocab-status-${level}`}
            />
          ))}
          <StatusButton
            className="col-span-2"
            icon={Check}
            label={t('status.markKnown')}
            keyHint="K"
            pressed={current.status === 'known'}
            onClick={() => choose(KNOWN)}
            testId="vocab-status-known"
          />
          <StatusButton
            className="col-span-2"
            icon={EyeOff}
            label={t('status.ignore')}
            keyHint="X"
            pressed={current.status === 'ignored'}
            onClick={() => choose(IGNORED)}
            testId="vocab-status-ignored"
          />
        </div>
        <p className="mt-2 hidden text-[11px] leading-4 text-slate-500 sm:block">{t('status.keys')}</p>
      </section>
      <Button
        variant={saved ? 'outline' : 'default'}
        className="mt-3 w-full"
        onClick={saveWord}
        disabled={save.isPending || saved}
        data-testid="vocab-add-card"
        data-state={saved ? 'added' : save.isPending ? 'adding' : 'idle'}
      >
        {save.isPending ? (
          <Spinner className="h-4 w-4" />
        ) : saved ? (
          <BookmarkCheck aria-hidden className="h-4 w-4 text-emerald-600" />
        ) : (
          <BookmarkPlus aria-hidden className="h-4 w-4" />
        )}
        {save.isPending ? t('vocab.saving') : saved ? t('vocab.saved') : t('vocab.save')}
        {!saved && !save.isPending && <Kbd className="ml-1 border-white/40 text-white/80">S</Kbd>}
      </Button>
    </>
  );
}

export function statusLabel(t: TFunction, entry: StatusEntry): string {
  if (entry.status === 'learning') return t('status.learning', { level: entry.learningLevel ?? 1 });
  return t(`status.${entry.status}`);
}

function Kbd({ children, className }: { children: string; className?: string }) {
  return (
    <kbd
      className={cn(
        'hidden rounded border border-slate-300 px-1 font-mono text-[10px] leading-4 text-slate-500 sm:inline-block',
        className,
      )}
    >
      {children}
    </kbd>
  );
}

type StatusButtonProps = {
  label: string;
  /** The accessible name when the visible label is not enough (a bare level number). */
  name?: string;
  keyHint: string;
  pressed: boolean;
  onClick: () => void;
  icon?: LucideIcon;
  swatch?: string;
  className?: string;
  testId: string;
};

function StatusButton({
  label,
  name,
  keyHint,
  pressed,
  onClick,
  icon: Icon,
  swatch,
  className,
  testId,
}: StatusButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={name}
      title={`${name ?? label} (${keyHint})`}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        'inline-flex h-10 min-w-0 items-center justify-center gap-1.5 rounded-lg border px-2 text-sm font-semibold text-slate-800 transition-colors hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        swatch ?? 'bg-white',
        pressed ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
        className,
      )}
    >
      {Icon && <Icon aria-hidden className="h-4 w-4 shrink-0" />}
      <span className="truncate">{label}</span>
      {Icon && <Kbd>{keyHint}</Kbd>}
    </button>
  );
}
