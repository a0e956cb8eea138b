import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showAlert } from '../../lib/alert.ts';
import { useFillSentenceMeanings } from './api.ts';

/** Asks the translator for the meanings saved sentences still lack (the server takes the newest 50 at a time). */
export function FillMeaningsButton() {
  const { t } = useTranslation('words');
  const fill = useFillSentenceMeanings();
  const run = () =>
    fill.mutate(undefined, {
      onSuccess: ({ sentences }) => {
        const filled = sentences.filter((sentence) => sentence.meaning).length;
        showAlert(
          filled > 0 ? t('meanings.done', { count: filled }) : t('meanings.none'),
          filled > 0 ? 'success' : 'info',
        );
      },
    });
  return (
    <Button size="sm" variant="secondary" onClick={run} disabled={fill.isPending} data-testid="fill-meanings">
      {fill.isPending ? <Spinner className="h-3.5 w-3.5" /> : <Languages aria-hidden className="h-3.5 w-3.5" />}
      {fill.isPending ? t('meanings.filling') : t('meanings.fill')}
    </Button>
  );
}
