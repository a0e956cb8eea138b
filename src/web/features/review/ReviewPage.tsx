import { Eye, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useProfile } from '../../lib/session.ts';
import { RatingButtons } from './RatingButtons.tsx';
import { cardFront } from './review-api.ts';
import { reviewActionFor } from './review-keys.ts';
import { remainingCounts } from './review-session.ts';
import { ReviewCardView } from './ReviewCardView.tsx';
import { NothingSaved, ReviewFinished } from './ReviewFinished.tsx';
import { ReviewProgress } from './ReviewProgress.tsx';
import { useReviewSession } from './useReviewSession.ts';
import { useSpeech } from './useSpeech.ts';
import { useWindowKeys } from './useWindowKeys.ts';
import { useReviewTranslation } from './strings.ts';

/** `/review`: today's cards one by one — show, reveal, rate — with undo, progress and a finished screen. */
export function ReviewPage() {
  const { t } = useReviewTranslation();
  const profile = useProfile();
  const review = useReviewSession();
  const { speak } = useSpeech();
  const { session, phase } = review;
  const card = session.cards[0];
  const front = card ? cardFront(card) : null;

  // The answer speaks once as it shows; R and the button replay it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the card, not by the text object, so it speaks once per card.
  useEffect(() => {
    if (session.revealed && front) void speak(front.text, front.language);
  }, [session.revealed, card?.id]);

  useWindowKeys((event) => {
    const action = reviewActionFor(event, session.revealed);
    if (!action || (action.type !== 'undo' && !card)) return false;
    if (action.type === 'reveal') review.reveal();
    else if (action.type === 'rate') review.rate(action.rating);
    else if (action.type === 'replay') void speak(front!.text, front!.language);
    else if (session.rated.length > 0) review.undo();
    else return false;
    return true;
  });

  const nothingSaved = profile.totalVocabCount + profile.totalSentenceCount === 0 && session.rated.length === 0;
  const retryable = (text: string) => (
    <EmptyState
      data-testid="review-error"
      icon={TriangleAlert}
      title={t('error.title')}
      text={text}
      action={<Button onClick={review.retry}>{t('error.retry')}</Button>}
    />
  );

  const body = () => {
    if (review.loadError) return retryable(errorMessage(review.loadError, t));
    if (review.refillFailed) return retryable(t('error.refill'));
    if (phase === 'loading' || phase === 'refilling') {
      return (
        <div className="flex justify-center py-16">
          <Spinner label={t('loading')} className="h-8 w-8" />
        </div>
      );
    }
    if (phase === 'finished' || !card)
      return nothingSaved ? (
        <NothingSaved />
      ) : (
        <ReviewFinished done={session.rated.length} nextDue={review.nextDue} onCheckAgain={review.retry} />
      );
    return (
      <>
        <ReviewProgress done={session.rated.length} counts={remainingCounts(session)} />
        <ReviewCardView key={card.id} card={card} revealed={session.revealed} />
        <div className="sticky bottom-0 -mx-4 mt-4 bg-gradient-to-t from-slate-50 via-slate-50 to-transparent px-4 pb-4 pt-2 sm:static sm:mx-0 sm:bg-none sm:p-0">
          {session.revealed ? (
            <RatingButtons card={card} onRate={review.rate} />
          ) : (
            <Button
              size="lg"
              className="w-full"
              onClick={review.reveal}
              aria-keyshortcuts="Space"
              data-testid="review-reveal"
            >
              <Eye aria-hidden className="h-5 w-5" />
              {t('reveal')}
              <kbd className="ml-1 hidden rounded border border-white/30 px-1.5 font-sans text-xs opacity-80 sm:inline">
                {t('keys.space')}
              </kbd>
            </Button>
          )}
          <p className="mt-3 hidden text-center text-xs text-slate-500 sm:block">
            {session.revealed ? t('keys.afterReveal') : t('keys.beforeReveal')}
          </p>
        </div>
      </>
    );
  };

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('title')} description={t('subtitle')} testId="review-heading">
        {session.rated.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            onClick={review.undo}
            aria-keyshortcuts="U Control+Z Meta+Z"
            data-testid="review-undo"
            className="self-start sm:self-auto"
          >
            <RotateCcw aria-hidden className="h-4 w-4" />
            {t('undo')}
          </Button>
        )}
      </PageHeader>

      {body()}
    </div>
  );
}
