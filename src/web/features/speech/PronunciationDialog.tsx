import { Mic } from 'lucide-react';
import { useState } from 'react';
import { useSpeechTranslation } from './strings.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { PronunciationCheck, type PronunciationCheckProps } from './PronunciationCheck.tsx';
import { practiceTriggerClass } from './practice-trigger.ts';

export type PracticeLineProps = PronunciationCheckProps & { className?: string; 'data-testid'?: string };

/** The mic button and the "Say it aloud" dialog; loaded on first use (PracticeLineButton), so it opens at once. */
export function PronunciationDialog({ className, 'data-testid': testId, ...check }: PracticeLineProps) {
  const { t } = useSpeechTranslation();
  const [open, setOpen] = useState(true);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('common:practiseLine')}
        title={t('common:practiseLine')}
        aria-haspopup="dialog"
        data-testid={testId}
        className={practiceTriggerClass(className)}
      >
        <Mic aria-hidden className="h-4 w-4" />
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('title')}
        description={t('intro')}
        closeLabel={t('close')}
        data-testid="pronunciation-dialog"
      >
        {open && <PronunciationCheck {...check} />}
      </Dialog>
    </>
  );
}
