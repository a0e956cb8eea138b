import { Play } from 'lucide-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../common/format.ts';
import { cn } from '../../../lib/cn.ts';
import type { Subtitle } from '../note-api.ts';
import { segmentLine } from './line-segments.ts';
import type { TimedWord } from './timeline.ts';

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
};

/** One caption: its number (click to play it), its words (click for the vocabulary dialog), maybe its translation. Text only, never HTML. */
export const TranscriptLine = memo(function TranscriptLine({ index, number, line, words, language, active, activeWordId, showTranslation, onPlay, onWord }: TranscriptLineProps) {
  const { t } = useTranslation('notes');
  const segments = useMemo(() => segmentLine(line.text, words, language), [line.text, words, language]);
  return (
    <li
      data-testid={`transcript-line-${index}`}
      data-line={index}
      data-active={active}
      aria-current={active ? 'true' : undefined}
      className={cn(
        'group flex gap-3 rounded-xl border-l-4 px-3 py-2.5 transition-colors sm:px-4',
        active ? 'border-brand-600 bg-brand-50' : 'border-transparent hover:bg-slate-50',
      )}
    >
      <button
        type="button"
        onClick={() => onPlay(index)}
        aria-label={t('transcript.playLine', { number, time: formatDuration(line.start) })}
        data-testid={`transcript-play-${index}`}
        className={cn(
          'relative mt-0.5 flex h-7 w-9 shrink-0 items-center justify-center rounded-md text-xs font-semibold tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
          active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-500 hover:bg-brand-100 hover:text-brand-700',
        )}
      >
        <span className="group-hover:opacity-0">{number}</span>
        <Play aria-hidden className="absolute h-3.5 w-3.5 fill-current opacity-0 group-hover:opacity-100" />
      </button>
      <div className="min-w-0 flex-1">
        <p lang={language} className="text-base leading-8 text-slate-900 sm:text-[17px]">
          {segments.map((segment, i) =>
            segment.kind === 'gap' ? (
              <span key={i}>{segment.text}</span>
            ) : (
              <button
                key={segment.word.id}
                type="button"
                onClick={() => onWord(segment.word, index)}
                data-testid={`transcript-word-${segment.word.id}`}
                data-active={segment.word.id === activeWordId}
                className={cn(
                  // Padding for the highlight, cancelled by the negative margin so words keep their normal spacing.
                  '-mx-[3px] rounded px-[3px] py-0.5 hover:bg-brand-100 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  segment.word.id === activeWordId && 'bg-amber-200 text-slate-900 hover:bg-amber-200',
                )}
              >
                {segment.word.text}
              </button>
            ),
          )}
        </p>
        {showTranslation && line.translation && (
          <p className="mt-0.5 text-sm leading-6 text-slate-500" data-testid={`transcript-translation-${index}`}>
            {line.translation}
          </p>
        )}
      </div>
    </li>
  );
});
