import { Link } from '@tanstack/react-router';
import { ExternalLink, Play } from 'lucide-react';
import { formatDuration } from '../../../common/format.ts';
import { Card } from '../../components/ui/card.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { AudioButton } from '../audio/AudioButton.tsx';
import { cardFront } from './review-api.ts';
import type { ReviewCard, Sentence } from '../../lib/api-types.ts';
import { highlightSpans } from '../../lib/highlight.ts';
import { Highlighted } from '../../components/ui/highlighted.tsx';
import { useReviewTranslation } from './strings.ts';

/** Where a card was met: a note (opened at its page) or, when the note is gone, the video on YouTube. */
/** Where a card's word or sentence was met. */
type Moment = Pick<Sentence, 'noteId' | 'noteTitle' | 'start' | 'ytId'>;

function cardMoment(card: ReviewCard): { context: string | null; moment: Moment | null } {
  if (card.kind === 'sentence' && card.sentence) return { context: null, moment: card.sentence };
  const context = card.vocab?.contexts[0];
  return { context: context?.text ?? null, moment: context ?? null };
}

const STATE_TONE = {
  new: 'bg-sky-50 text-sky-700',
  learning: 'bg-amber-50 text-amber-800',
  relearning: 'bg-amber-50 text-amber-800',
  review: 'bg-emerald-50 text-emerald-700',
} as const;

/** One card: the word or sentence, and once revealed its meaning, audio, context and the video moment. */
export function ReviewCardView({ card, revealed }: { card: ReviewCard; revealed: boolean }) {
  const { t } = useReviewTranslation();
  const front = cardFront(card);
  const meaning = card.kind === 'sentence' ? card.sentence?.meaning : card.vocab?.translation;
  const { context, moment } = cardMoment(card);
  const lemma = card.vocab && card.vocab.lemma !== card.vocab.word ? card.vocab.lemma : null;

  return (
    <Card className="flex min-h-64 flex-col p-5 sm:min-h-72 sm:p-8" data-testid="review-card" data-card-id={card.id}>
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600">{t(`kind.${card.kind}`)}</span>
        <span className={`rounded-full px-2 py-0.5 ${STATE_TONE[card.state]}`}>{t(`state.${card.state}`)}</span>
      </div>
      <div className={revealed ? 'mt-6' : 'flex flex-1 items-center justify-center py-6'}>
        <p
          lang={front.language}
          data-testid="review-front"
          className={`break-words text-center font-bold text-slate-900 ${card.kind === 'word' ? 'text-3xl sm:text-4xl' : 'text-xl leading-relaxed sm:text-2xl'}`}
        >
          {front.text}
        </p>
      </div>
      {revealed && (
        <div className="mt-6 space-y-4 border-t border-slate-100 pt-6 text-center" data-testid="review-back">
          <div className="flex items-center justify-center gap-3">
            <p
              className={`break-words font-semibold ${meaning ? 'text-xl text-brand-700' : 'text-base italic text-slate-500'}`}
              data-testid="review-meaning"
            >
              {meaning || `${t('card.noMeaning')} — ${t('common:offlineGloss.short')}`}
            </p>
            <AudioButton text={front.text} lang={front.language} label={t('card.listen')} />
          </div>
          {(lemma || card.vocab?.pos) && (
            <p className="text-sm text-slate-500">
              {lemma && t('card.lemma', { lemma })}
              {lemma && card.vocab?.pos && ' · '}
              {card.vocab?.pos}
            </p>
          )}
          {context && (
            <p
              lang={front.language}
              className="mx-auto max-w-xl rounded-xl bg-slate-50 px-4 py-3 text-slate-700"
              data-testid="review-context"
            >
              <Highlighted spans={highlightSpans(context, card.vocab?.word, card.vocab?.lemma)} />
            </p>
          )}
          {moment && <MomentLink moment={moment} />}
        </div>
      )}
    </Card>
  );
}

function MomentLink({ moment }: { moment: Moment }) {
  const { t } = useReviewTranslation();
  const locale = useLocale();
  const time = moment.start ?? null;
  const className =
    'inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700';
  const label = (
    <>
      <Play aria-hidden className="h-3.5 w-3.5 fill-current" />
      <span className="max-w-56 truncate">{moment.noteTitle ?? t('card.video')}</span>
      {time !== null && <span className="font-mono tabular-nums text-slate-500">{formatDuration(time)}</span>}
    </>
  );
  if (moment.noteId) {
    return (
      <Link
        to="/{-$locale}/notes/$noteId"
        params={{ locale: localeParam(locale), noteId: moment.noteId }}
        search={time !== null ? { t: Math.floor(time) } : {}}
        className={className}
        data-testid="review-moment"
        title={t('card.openNote')}
      >
        {label}
      </Link>
    );
  }
  if (!moment.ytId) return null;
  const href = `https://www.youtube.com/watch?v=${encodeURIComponent(moment.ytId)}${time !== null ? `&t=${Math.floor(time)}s` : ''}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={className}
      data-testid="review-moment"
      title={t('card.openVideo')}
    >
      {label}
      <ExternalLink aria-hidden className="h-3.5 w-3.5" />
    </a>
  );
}
