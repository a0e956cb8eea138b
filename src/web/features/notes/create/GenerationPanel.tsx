import { AlertCircle, FileUp, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import type { Remedy } from './failure-remedy.ts';
import { SUBTITLE_IMPORT_ID } from './SubtitleImportForm.tsx';
import type { GenerationView } from './useNoteGeneration.ts';

type GenerationPanelProps = {
  view: GenerationView;
  onRetry: () => void;
  /** Opens the subtitle import, with the video's link when it plays (failure-remedy.ts). */
  onImport: (videoUrl: string | null) => void;
};

/** How the requested note is coming along, or why it could not be made and what to do instead. */
export function GenerationPanel({ view, onRetry, onImport }: GenerationPanelProps) {
  const { t } = useTranslation('notes');
  if (view.phase === 'idle') return null;
  if (view.phase === 'failed')
    return <FailurePanel message={view.message} remedy={view.remedy} {...{ onRetry, onImport }} />;
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

type FailurePanelProps = Omit<GenerationPanelProps, 'view'> & { message: string; remedy: Remedy };

/**
 * The failure, brought to the top of the viewport when it appears: on a phone the form is taller than
 * the screen and the panel would open below the fold, where nobody sees it.
 */
function FailurePanel({ message, remedy, onRetry, onImport }: FailurePanelProps) {
  const { t } = useTranslation('notes');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    const box = panel?.getBoundingClientRect();
    if (panel && box && (box.top < 64 || box.bottom > window.innerHeight))
      panel.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);
  const action = 'self-start border-red-300 text-red-800 hover:bg-red-100';
  return (
    <div
      ref={ref}
      role="alert"
      data-testid="note-error"
      className="flex scroll-mt-20 flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-start"
    >
      <AlertCircle aria-hidden className="h-5 w-5 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('create.failed')}</p>
        <p className="mt-1 text-sm" data-testid="note-error-message">
          {message}
        </p>
      </div>
      {remedy.kind === 'import' ? (
        // A link to the import form further down this page; the click also fills in the video's link.
        <a
          href={`#${SUBTITLE_IMPORT_ID}`}
          onClick={(event) => {
            event.preventDefault();
            onImport(remedy.videoUrl);
          }}
          data-testid="note-import-instead"
          className={buttonVariants({ variant: 'outline', size: 'sm', className: action })}
        >
          <FileUp aria-hidden className="h-4 w-4" />
          {t('noCaptions.import')}
        </a>
      ) : (
        <Button variant="outline" size="sm" onClick={onRetry} data-testid="note-retry" className={action}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          {t('create.retry')}
        </Button>
      )}
    </div>
  );
}
