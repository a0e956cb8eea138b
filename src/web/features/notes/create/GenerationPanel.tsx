import { AlertCircle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import type { GenerationView } from './useNoteGeneration.ts';

/** How the requested note is coming along, or why it could not be made. */
export function GenerationPanel({ view, onRetry }: { view: GenerationView; onRetry: () => void }) {
  const { t } = useTranslation('notes');
  if (view.phase === 'idle') return null;
  if (view.phase === 'failed') {
    return (
      <div
        role="alert"
        data-testid="note-error"
        className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-start"
      >
        <AlertCircle aria-hidden className="h-5 w-5 shrink-0 text-red-600" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t('create.failed')}</p>
          <p className="mt-1 text-sm" data-testid="note-error-message">
            {view.message}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onRetry}
          data-testid="note-retry"
          className="self-start border-red-300 text-red-800 hover:bg-red-100"
        >
          <RotateCcw aria-hidden className="h-4 w-4" />
          {t('create.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div
      data-testid="note-progress"
      data-status={view.status}
      className="rounded-xl border border-brand-100 bg-brand-50/60 p-4"
    >
      <div className="mb-2 flex items-center justify-between gap-3 text-sm">
        <p className="font-medium text-brand-900">{t(`create.status.${view.status}`)}</p>
        <p className="tabular-nums text-brand-700">{view.progress}%</p>
      </div>
      <ProgressBar value={view.progress} label={t('create.progressLabel')} />
    </div>
  );
}
