import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Clapperboard, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { localeParam, useLocale } from '../../../lib/locale.ts';
import { subscriptionQuery } from '../../subscriptions/api.ts';
import { QuotaUsedUp, usedUp } from '../../subscriptions/QuotaUsedUp.tsx';
import { ComingSoonSources } from './ComingSoonSources.tsx';
import { GenerationPanel } from './GenerationPanel.tsx';
import { checkLink } from './link-check.ts';
import { NoteTypeCards, type NoteOptions } from './NoteTypeCards.tsx';
import { type ImportRequest, SubtitleImportForm } from './SubtitleImportForm.tsx';
import { parseTimeInput } from './time-input.ts';
import { useNoteGeneration } from './useNoteGeneration.ts';
import { VideoLinkField } from './VideoLinkField.tsx';

const FIRST_OPTIONS: NoteOptions = {
  kind: 'one-minute',
  start: '0:00',
  studyGuide: { 'one-minute': false, 'full-script': false },
};

/** `/create-note`: a YouTube link → a one-minute or full-script note; or a subtitle file → a note. */
export function CreateNotePage() {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  const [link, setLink] = useState('');
  const [options, setOptions] = useState(FIRST_OPTIONS);
  const [submitted, setSubmitted] = useState(false);
  const generation = useNoteGeneration();
  const [importRequest, setImportRequest] = useState<ImportRequest | null>(null);
  // Fresh on every visit, so a used-up quota shows before the learner fills the form (spec §5, ADR 26).
  const subscription = useQuery({ ...subscriptionQuery, staleTime: 0 }).data;
  const counter = options.kind === 'full-script' ? 'ytFullScript' : 'note';
  const quotaLeft = !usedUp(subscription, counter);

  const check = checkLink(link);
  const startAt = options.kind === 'one-minute' ? parseTimeInput(options.start) : 0;
  const startProblem = options.kind === 'one-minute' && startAt === null ? t('create.type.startInvalid') : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.state !== 'valid' || startAt === null || generation.running || !quotaLeft) return;
    generation.start({ kind: options.kind, url: check.videoId, startAt, studyGuide: options.studyGuide[options.kind] });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('create.title')} description={t('create.subtitle')} testId="create-note-heading" />
      <Link
        to="/{-$locale}/clips"
        params={{ locale: localeParam(locale) }}
        className="mb-4 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
        data-testid="create-note-find-clips"
      >
        <Clapperboard aria-hidden className="h-4 w-4" />
        {t('create.findClips')}
      </Link>
      <Card>
        <form noValidate onSubmit={onSubmit} className="space-y-6 p-5 sm:p-6">
          {subscription && !quotaLeft && <QuotaUsedUp counter={counter} subscription={subscription} />}
          <VideoLinkField
            value={link}
            onChange={(value) => {
              setLink(value);
              generation.reset();
            }}
            check={check}
            showProblem={submitted}
            disabled={generation.running || !quotaLeft}
          />
          <NoteTypeCards
            options={options}
            onChange={(value) => {
              setOptions(value);
              generation.reset();
            }}
            startProblem={startProblem}
            disabled={generation.running}
          />
          <div className="space-y-4">
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto"
              disabled={generation.running || !quotaLeft}
              data-testid="note-generate"
            >
              {generation.running ? (
                <Spinner className="h-5 w-5 text-white" />
              ) : (
                <Sparkles aria-hidden className="h-5 w-5" />
              )}
              {generation.running ? t('create.generatingShort') : t('create.generate')}
            </Button>
            <GenerationPanel
              view={generation.view}
              onRetry={generation.retry}
              onImport={(videoUrl) => setImportRequest((last) => ({ videoUrl, n: (last?.n ?? 0) + 1 }))}
            />
          </div>
        </form>
      </Card>
      <div className="mt-8 space-y-8">
        <SubtitleImportForm request={importRequest} />
        <ComingSoonSources />
      </div>
    </div>
  );
}
