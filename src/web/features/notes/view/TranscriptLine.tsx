import { BookmarkCheck } from 'lucide-react';
import { memo, type MouseEvent, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { formatDuration } from '../../../../common/format.ts';
import { PracticeLineTrigger } from '../../speech/PracticeLineButton.tsx';
import { segmentLine } from './line-segments.ts';
import type { TimedWord } from '../lines/timeline.ts';
import { NEW_WORD, TINT_CLASS, tintOf, wordIndexInLine, type Tint } from './word-status.ts';
import type { StatusEntry, Subtitle } from '../../../lib/api-types.ts';

type Statuses = Readonly<Record<string, StatusEntry>>;

type TranscriptLineProps = {
  index: number;
  number: number;
  line: Subtitle;
  words: readonly TimedWord[];
  language: string;
  active: boolean;
  /** The word being spoken, when it belongs to this line (else null, so other lines skip re-rendering). */
  activeWordId: string | null;
  showTranslation: boolean;
  onPlay: (index: number) => void;
  onWord: (word: TimedWord, index: number) => void;
  /** The transcript's `t` (notes): asked once by the list, not by each of its lines (ADR 12). */
  t: TFunction;
  /** The lemma of each word in line order, and the learner's statuses; without both the words are not tinted. */
  lemmas?: readonly (string | null)[];
  statuses?: Statuses;
  /** "Save to my sentences"; without onSave the line has no bookmark. */
  saved?: boolean;
  saving?: boolean;
  onSave?: (index: number) => void;
  /** Plays the line and pauses at its end: the model for "practise saying this line"; without it, no mic. */
  onPlayMoment?: (index: number) => void;
};

function wordTint(
  lemmas: readonly (string | null)[] | undefined,
  statuses: Statuses | undefined,
  word: TimedWord,
  words: readonly TimedWord[],
): Tint | null {
  const lemma = statuses && lemmas?.[wordIndexInLine(word, words)];
  return lemma ? tintOf(statuses[lemma] ?? NEW_WORD) : null;
}

const LINE =
  'group flex gap-3 rounded-xl border-l-4 px-3 py-2.5 transition-colors [contain-intrinsic-size:auto_5.5rem] [content-visibility:auto] sm:px-4';
const PLAY =
  'relative mt-0.5 flex h-7 w-9 shrink-0 items-center justify-center rounded-md text-xs font-semibold tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * One caption: its number (click to play it), its words (click for the vocabulary dialog; tinted by the
 * learner's status of their lemma), maybe its translation, and a bookmark to save it. Text only, never HTML.
 * A page draws 15–25 of these on a phone's CPU, so a line is plain elements: words are buttons without a
 * component each (one click handler for the line), the text between them bare text, the icons CSS (ADR 12).
 */
export const TranscriptLine = memo(function TranscriptLine({
  index,
  number,
  line,
  words,
  language,
  active,
  activeWordId,
  showTranslation,
  onPlay,
  onWord,
  t,
  lemmas,
  statuses,
  saved = false,
  saving = false,
  onSave,
  onPlayMoment,
}: TranscriptLineProps) {
  const segments = useMemo(() => segmentLine(line.text, words, language), [line.text, words, language]);
  const pickWord = (event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest('button[data-segment]');
    const segment = button && segments[Number(button.getAttribute('data-segment'))];
    if (segment && segment.kind === 'word') onWord(segment.word, index);
  };
  return (
    <li
      data-testid={`transcript-line-${index}`}
      data-line={index}
      data-active={active}
      aria-current={active ? 'true' : undefined}
      // Lines out of sight skip layout and paint until scrolled to; `auto` remembers a drawn line's height.
      className={`${LINE} ${active ? 'border-brand-600 bg-brand-50' : 'border-transparent hover:bg-slate-50'}`}
    >
      <button
        type="button"
        onClick={() => onPlay(index)}
        aria-label={t('transcript.playLine', { number, time: formatDuration(line.start) })}
        data-testid={`transcript-play-${index}`}
        className={`${PLAY} ${active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-500 hover:bg-brand-100 hover:text-brand-700'}`}
      >
        <span className="group-hover:opacity-0">{number}</span>
        <span aria-hidden className="line-icon line-icon-play absolute h-3.5 w-3.5 opacity-0 group-hover:opacity-100" />
      </button>
      <div className="min-w-0 flex-1">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the words inside are buttons; their clicks (keyboard ones too) bubble here. */}
        <p lang={language} className="text-base leading-8 text-slate-900 sm:text-[17px]" onClick={pickWord}>
          {segments.map((segment, i) => {
            if (segment.kind === 'gap') return segment.text;
            const { word } = segment;
            const isActive = word.id === activeWordId;
            const tint = wordTint(lemmas, statuses, word, words);
            return (
              <button
                key={word.id}
                type="button"
                data-segment={i}
                data-testid={`transcript-word-${word.id}`}
                data-active={isActive}
                data-tint={tint ?? 'none'}
                className={wordClass(tint, isActive)}
              >
                {word.text}
              </button>
            );
          })}
        </p>
        {showTranslation && line.translation && (
          <p className="mt-0.5 text-sm leading-6 text-slate-500" data-testid={`transcript-translation-${index}`}>
            {line.translation}
          </p>
        )}
      </div>
      {onPlayMoment && (
        <PracticeLineTrigger
          label={t('common:practiseLine')}
          text={line.text}
          language={language}
          onPlayModel={() => onPlayMoment(index)}
          data-testid={`transcript-practise-${index}`}
          className="mt-0.5 text-slate-300 group-hover:text-slate-400"
        />
      )}
      {onSave && (
        <SaveLineButton
          index={index}
          label={saved ? t('transcript.unsaveLine', { number }) : t('transcript.saveLine', { number })}
          saved={saved}
          saving={saving}
          onToggle={onSave}
        />
      )}
    </li>
  );
});

// Padding for the highlight, cancelled by the negative margin so words keep their normal spacing.
const WORD =
  '-mx-[3px] rounded px-[3px] py-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
const WORD_IDLE = `${WORD} hover:bg-brand-100 hover:text-brand-900`;
// The word being spoken reads on top of any tint (so the tint is left out).
const WORD_ACTIVE = `${WORD} bg-brand-600 text-white no-underline ring-0`;

/**
 * A word's classes, joined without tailwind-merge: nothing in them conflicts, and `cn` on each of a page's
 * hundreds of words was a noticeable part of drawing the transcript on a phone (ADR 12).
 */
function wordClass(tint: Tint | null, active: boolean): string {
  if (active) return WORD_ACTIVE;
  return tint ? `${WORD_IDLE} ${TINT_CLASS[tint]}` : WORD_IDLE;
}

type SaveLineProps = {
  index: number;
  label: string;
  saved: boolean;
  saving: boolean;
  onToggle: (index: number) => void;
};

const SAVE =
  '-mr-1 mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-md transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-50';

function SaveLineButton({ index, label, saved, saving, onToggle }: SaveLineProps) {
  return (
    <button
      type="button"
      onClick={() => onToggle(index)}
      disabled={saving}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      data-testid={`transcript-save-${index}`}
      data-state={saving ? 'saving' : saved ? 'saved' : 'idle'}
      className={`${SAVE} ${
        saved
          ? 'text-brand-600 hover:bg-brand-100'
          : 'text-slate-300 hover:bg-slate-100 hover:text-slate-600 group-hover:text-slate-400'
      }`}
    >
      {/* A saved line is rare and two-toned (a filled bookmark): an SVG; the common empty one is CSS. */}
      {saved ? (
        <BookmarkCheck aria-hidden className="h-4 w-4 fill-brand-100" />
      ) : (
        <span aria-hidden className="line-icon line-icon-bookmark h-4 w-4" />
      )}
    </button>
  );
}
