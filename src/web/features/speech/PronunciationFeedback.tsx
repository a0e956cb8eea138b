import { Check, Minus, Waves } from 'lucide-react';
import { useSpeechTranslation } from './strings.ts';
import type { PronunciationFeedback as Feedback, WordFeedback } from '../../../common/pronunciation.ts';
import { cn } from '../../lib/cn.ts';

export type FeedbackResult = Feedback & { heard: string };

const WORD_STYLE: Record<WordFeedback['status'], string> = {
  recognised: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  different: 'border-amber-300 bg-amber-50 text-amber-900',
  missing: 'border-slate-200 bg-slate-50 text-slate-500 line-through decoration-2',
};
const WORD_ICON = { recognised: Check, different: Waves, missing: Minus } as const;
const ICON_STYLE = { recognised: 'text-emerald-600', different: 'text-amber-600', missing: 'text-slate-400' } as const;

/** "Every word came through" only when it is so: a high score with one word wrong is still "good". */
const verdictOf = (result: Feedback) => {
  const allHeard = result.words.every((word) => word.status === 'recognised');
  if (allHeard && result.score >= 90) return 'great';
  return result.score >= 60 ? 'good' : 'practise';
};

/**
 * The verdict on one take: the score, then each word of the line with a colour, an icon and (for words
 * said differently) what was heard, so it reads without colour; screen readers hear each status in words.
 */
export function PronunciationFeedback({ result, language }: { result: FeedbackResult; language: string }) {
  const { t } = useSpeechTranslation();
  const verdict = verdictOf(result);
  return (
    <div data-testid="pronunciation-feedback" className="space-y-4">
      <div className="flex items-center gap-4">
        <div
          className={cn(
            'flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-full border-4 font-semibold tabular-nums',
            verdict === 'great' && 'border-emerald-500 text-emerald-700',
            verdict === 'good' && 'border-amber-400 text-amber-700',
            verdict === 'practise' && 'border-slate-300 text-slate-700',
          )}
          data-testid="pronunciation-score"
          data-score={result.score}
        >
          <span className="text-xl leading-none">{result.score}</span>
          <span className="sr-only">{t('scoreOutOf', { score: result.score })}</span>
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('score')}</p>
          <p className="text-sm leading-6 text-slate-800">{t(`verdict.${verdict}`)}</p>
        </div>
      </div>
      <ol className="flex flex-wrap gap-1.5" lang={language} aria-label={t('heard')}>
        {result.words.map((word, i) => {
          const Icon = WORD_ICON[word.status];
          return (
            <li
              key={i}
              data-testid={`pronunciation-word-${i}`}
              data-status={word.status}
              className={cn('inline-flex flex-col rounded-lg border px-2 py-1', WORD_STYLE[word.status])}
            >
              <span className="inline-flex items-center gap-1 text-base font-medium">
                <Icon aria-hidden className={cn('h-3.5 w-3.5 shrink-0', ICON_STYLE[word.status])} />
                {word.target}
              </span>
              {word.status === 'different' ? (
                <span className="text-xs text-amber-800 no-underline">
                  {t('status.different', { heard: word.heard ?? '' })}
                </span>
              ) : (
                <span className="sr-only">{t(`status.${word.status}`)}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="text-xs leading-5 text-slate-500">{t('legend')}</p>
      <dl className="space-y-1 text-sm leading-6">
        <div className="flex gap-2">
          <dt className="shrink-0 font-medium text-slate-600">{t('heard')}</dt>
          <dd lang={language} className="min-w-0 break-words text-slate-900" data-testid="pronunciation-heard">
            {result.heard || <span className="italic text-slate-500">{t('nothingHeard')}</span>}
          </dd>
        </div>
        {result.extra.length > 0 && (
          <div className="flex gap-2">
            <dt className="shrink-0 font-medium text-slate-600">{t('extra')}</dt>
            <dd lang={language} className="min-w-0 break-words text-slate-900" data-testid="pronunciation-extra">
              {result.extra.join(' ')}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
