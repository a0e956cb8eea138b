import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS, type LanguageLevel } from '../../../common/languages.ts';
import { formatDate } from '../../../common/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useLocale } from '../../lib/locale.ts';
import { useProfile } from '../../lib/session.ts';
import { checkLink } from '../notes/create/link-check.ts';
import { useNoteGeneration } from '../notes/create/useNoteGeneration.ts';
import { VideoLinkField } from '../notes/create/VideoLinkField.tsx';
import { subscriptionQuery } from '../subscriptions/api.ts';
import { QuotaUsedUp, usedUp } from '../subscriptions/QuotaUsedUp.tsx';
import { ClipCard } from './ClipCard.tsx';
import { storedClipsQuery, useSuggestClips } from './clip-api.ts';
import { useClipsTranslation } from './strings.ts';

/**
 * `/clips` "Find good clips" (spec §7 "Clips", ADR 38): a YouTube link and a level → the video's minutes
 * ranked for the learner, each with its measures, a reason, and a button that makes the one-minute note
 * from its start through the create-note flow (POST /v3/note/yt, then the note opens).
 */
export function ClipsPage() {
  const { t } = useClipsTranslation();
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const profile = useProfile();
  const [link, setLink] = useState('');
  const [level, setLevel] = useState<LanguageLevel>(profile.mainLearningLanguage.level);
  const [submitted, setSubmitted] = useState(false);
  const [makingFrom, setMakingFrom] = useState<number | null>(null);
  const check = checkLink(link);
  const videoId = check.state === 'valid' ? check.videoId : null;
  const subscription = useQuery({ ...subscriptionQuery, staleTime: 0 }).data;
  const quotaLeft = !usedUp(subscription, 'clipRecommendation');
  const stored = useQuery({ ...storedClipsQuery(videoId ?? '', level), enabled: videoId !== null });
  const suggest = useSuggestClips();
  const generation = useNoteGeneration();
  const result = videoId ? stored.data : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!videoId || suggest.isPending || !quotaLeft) return;
    suggest.mutate({ ytId: videoId, level });
  };
  const makeNote = (start: number) => {
    if (!videoId) return;
    setMakingFrom(start);
    generation.start({ kind: 'one-minute', url: videoId, startAt: start, studyGuide: false });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('title')} description={t('subtitle')} testId="clips-heading" />
      <Card>
        <form noValidate onSubmit={onSubmit} className="space-y-6 p-5 sm:p-6">
          {subscription && !quotaLeft && <QuotaUsedUp counter="clipRecommendation" subscription={subscription} />}
          <VideoLinkField
            value={link}
            onChange={(value) => {
              setLink(value);
              suggest.reset();
            }}
            check={check}
            showProblem={submitted}
            disabled={suggest.isPending}
          />
          <div className="space-y-2">
            <p className="text-base font-semibold text-slate-900">{t('level')}</p>
            <ChoiceGroup
              legend={t('level')}
              name="clip-level"
              choices={LANGUAGE_LEVELS.map((value) => ({ value, title: tc(`levels.${value}.title`) }))}
              value={level}
              onChange={setLevel}
              testIdPrefix="clip-level"
              className="grid-cols-3"
            />
          </div>
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            disabled={suggest.isPending || !quotaLeft}
            data-testid="clips-find"
          >
            {suggest.isPending ? (
              <Spinner className="h-5 w-5 text-white" />
            ) : (
              <Search aria-hidden className="h-5 w-5" />
            )}
            {suggest.isPending ? t('finding') : result ? t('findAgain') : t('find')}
          </Button>
          {suggest.isError && (
            <p role="alert" className="text-sm text-red-600" data-testid="clips-error">
              {errorMessage(suggest.error, t)}
            </p>
          )}
        </form>
      </Card>
      <section className="mt-8 space-y-4">
        {result ? (
          <>
            <div>
              <h2 className="text-lg font-semibold text-slate-900" data-testid="clips-results">
                {t('results.title', { level: tc(`levels.${result.level}.title`) })}
              </h2>
              <p className="text-sm text-slate-600">
                {result.title ? `${result.title} · ` : ''}
                {t('results.made', { date: formatDate(result.createdAt, locale), count: result.clips.length })}
              </p>
            </div>
            {generation.view.phase === 'failed' && (
              <p role="alert" className="text-sm text-red-600" data-testid="clips-note-error">
                {generation.view.message}
              </p>
            )}
            <ol className="space-y-4" data-testid="clip-list">
              {result.clips.map((clip) => (
                <ClipCard
                  key={clip.start}
                  ytId={result.ytId}
                  clip={clip}
                  onMakeNote={() => makeNote(clip.start)}
                  making={generation.running && makingFrom === clip.start}
                  busy={generation.running}
                />
              ))}
            </ol>
          </>
        ) : (
          <EmptyState icon={Clapperboard} title={t('empty.title')} text={t('empty.text')} data-testid="clips-empty" />
        )}
      </section>
    </div>
  );
}
