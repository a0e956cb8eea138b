import type { UseQueryResult } from '@tanstack/react-query';
import { CloudOff, FileWarning, Info, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { MaterialState } from '../../../lib/api-types.ts';
import { serverText } from '../../../lib/server-messages.ts';

type MaterialGateProps<T extends MaterialState> = { query: UseQueryResult<T>; children: (data: T) => ReactNode };

/**
 * What every material tab shows before its content: loading, the job's progress (polled), its failure,
 * and once ready the offline badge above the content.
 */
export function MaterialGate<T extends MaterialState>({ query, children }: MaterialGateProps<T>) {
  const { t } = useTranslation('notes');
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('material.loading')} className="h-6 w-6" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        data-testid="material-error"
        icon={FileWarning}
        titleAs="h3"
        title={t('material.errorTitle')}
        text={errorMessage(query.error, t)}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('material.retry')}
          </Button>
        }
      />
    );
  }
  const state = query.data;
  if (state.status === 'failed') {
    return (
      <EmptyState
        data-testid="material-failed"
        icon={FileWarning}
        titleAs="h3"
        title={t('material.failedTitle')}
        text={state.message ? serverText(t, state.message) : t('material.failedText')}
      />
    );
  }
  if (state.status !== 'ready') return <MaterialProgress state={state} />;
  return (
    <>
      {state.engine === 'offline' && <OfflineBadge />}
      {children(state)}
    </>
  );
}

export function MaterialProgress({ state }: { state: MaterialState }) {
  const { t } = useTranslation('notes');
  return (
    <div
      data-testid="material-progress"
      data-status={state.status}
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
      aria-live="polite"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Sparkles aria-hidden className="h-5 w-5 animate-pulse" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{t('material.progressTitle')}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            {state.message
              ? serverText(t, state.message)
              : t(state.status === 'pending' ? 'material.pending' : 'material.processing')}
          </p>
        </div>
        <span className="shrink-0 font-mono text-sm font-semibold tabular-nums text-brand-700">{state.progress}%</span>
      </div>
      <ProgressBar value={state.progress} label={t('material.progressLabel')} className="mt-4" />
    </div>
  );
}

/** Material made without an AI provider says so, with a tooltip on what a provider would add. */
export function OfflineBadge() {
  const { t } = useTranslation('notes');
  const tipId = useId();
  return (
    <div className="mb-3 flex">
      <span
        data-testid="material-offline-badge"
        className="group relative inline-flex max-w-full items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 py-1 pl-2.5 pr-1 text-xs font-medium text-amber-900"
      >
        <CloudOff aria-hidden className="h-3.5 w-3.5 shrink-0" />
        <span className="min-w-0">{t('material.offline')}</span>
        <button
          type="button"
          aria-label={t('material.offlineInfo')}
          aria-describedby={tipId}
          className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-amber-700 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
        >
          <Info aria-hidden className="h-3.5 w-3.5" />
        </button>
        <span
          id={tipId}
          role="tooltip"
          className="invisible absolute left-0 top-full z-30 mt-1.5 w-72 max-w-[calc(100vw-2rem)] rounded-lg bg-slate-900 px-3 py-2 text-xs font-normal leading-snug text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
        >
          {t('material.offlineHint')}
        </span>
      </span>
    </div>
  );
}
