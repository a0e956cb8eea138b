import { MAX_NEW_CARDS_PER_DAY, MAX_RETENTION, MIN_RETENTION } from '../../../common/learning.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Label } from '../../components/ui/label.tsx';
import { setAlertLoading, showAlert } from '../../lib/alert.ts';
import { profileQuery } from '../../lib/session.ts';
import { parseNewCards, reviewSettingsOf, saveReviewSettings, type ReviewSettings } from './review-settings.ts';
import { SaveFooter } from './SaveFooter.tsx';
import type { Profile } from '../../lib/api-types.ts';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The "Reviews" card: how much to remember (FSRS desired retention) and how many new cards a day. */
export function ReviewSettingsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  const saved = reviewSettingsOf(profile);
  const [retention, setRetention] = useState(saved.desiredRetention);
  const [newCards, setNewCards] = useState(String(saved.newCardsPerDay));
  const [showProblem, setShowProblem] = useState(false);
  const parsedNewCards = parseNewCards(newCards);

  const save = useMutation({
    mutationFn: (settings: ReviewSettings) => saveReviewSettings(settings),
    onMutate: () => setAlertLoading(true, t('profile.saving')),
    onSuccess: (updated) => {
      queryClient.setQueryData(profileQuery.queryKey, updated);
      // The queue's intervals and daily new cards follow the new settings.
      void queryClient.invalidateQueries({ queryKey: ['review'] });
      showAlert(t('profile.reviews.saved'), 'success');
    },
    // The failure itself is toasted by the query client.
    onError: () => setAlertLoading(false),
  });

  const changed = retention !== saved.desiredRetention || parsedNewCards !== saved.newCardsPerDay;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (parsedNewCards === null) return;
    save.mutate({ desiredRetention: retention, newCardsPerDay: parsedNewCards });
  };

  return (
    <Card className="lg:col-span-2 lg:col-start-2" data-testid="review-settings">
      <CardHeader>
        <CardTitle>{t('profile.reviews.title')}</CardTitle>
        <CardDescription>{t('profile.reviews.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          <div className="space-y-2">
            <div className="flex items-baseline justify-between gap-3">
              <Label htmlFor="review-retention">{t('profile.reviews.retention')}</Label>
              <span className="text-lg font-semibold tabular-nums text-brand-700" data-testid="review-retention-value">
                {percent(retention)}
              </span>
            </div>
            <input
              id="review-retention"
              type="range"
              min={MIN_RETENTION}
              max={MAX_RETENTION}
              step={0.01}
              value={retention}
              onChange={(e) => setRetention(Math.round(Number(e.target.value) * 100) / 100)}
              aria-valuetext={percent(retention)}
              aria-describedby="review-retention-message"
              data-testid="review-retention"
              className="h-2 w-full cursor-pointer accent-brand-600"
            />
            <div className="flex justify-between text-xs text-slate-500" aria-hidden>
              <span>{t('profile.reviews.fewer', { value: percent(MIN_RETENTION) })}</span>
              <span>{t('profile.reviews.more', { value: percent(MAX_RETENTION) })}</span>
            </div>
            <p id="review-retention-message" className="text-sm text-slate-500">
              {t('profile.reviews.retentionHint', { value: percent(retention) })}
            </p>
          </div>
          <div className="max-w-xs">
            <TextField
              id="review-new-cards"
              label={t('profile.reviews.newCards')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_NEW_CARDS_PER_DAY}
              step={1}
              value={newCards}
              onChange={(e) => setNewCards(e.target.value)}
              hint={t('profile.reviews.newCardsHint')}
              error={
                showProblem && parsedNewCards === null
                  ? t('profile.reviews.newCardsError', { max: MAX_NEW_CARDS_PER_DAY })
                  : undefined
              }
              data-testid="review-new-cards"
            />
          </div>
          <SaveFooter changed={changed} pending={save.isPending} testId="review-settings-save" />
        </form>
      </CardContent>
    </Card>
  );
}
