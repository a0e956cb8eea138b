import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { OnFirstUse } from '../../components/ui/on-first-use.tsx';
import type { PracticeLineProps } from './PronunciationDialog.tsx';
import { practiceTriggerClass } from './practice-trigger.ts';

const loadDialog = () => import('./PronunciationDialog.tsx');
const PronunciationDialog = lazy(() => loadDialog().then((m) => ({ default: m.PronunciationDialog })));

/**
 * "Practise saying this line": a mic button on a transcript line or a sentence card. The recorder, the
 * alignment and the dialog load when it is first pressed (fetched on hover or focus), not with the page
 * (the note page's JS budget, ADR 12).
 */
export function PracticeLineButton(props: PracticeLineProps) {
  const { t } = useTranslation();
  return <PracticeLineTrigger {...props} label={t('practiseLine')} />;
}

/**
 * The same button with its label given: a transcript draws one a line, and asking i18next on each was a
 * noticeable part of drawing the transcript on a phone (ADR 12). The mic is drawn by CSS (`line-icon`).
 */
export function PracticeLineTrigger({ label, ...props }: PracticeLineProps & { label: string }) {
  return (
    <OnFirstUse
      placeholder={(activate) => (
        <button
          type="button"
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          data-testid={props['data-testid']}
          className={practiceTriggerClass(props.className)}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={activate}
        >
          <span aria-hidden className="line-icon line-icon-mic h-4 w-4" />
        </button>
      )}
    >
      <PronunciationDialog {...props} />
    </OnFirstUse>
  );
}
