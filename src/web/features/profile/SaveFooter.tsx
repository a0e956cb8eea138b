import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** The submit row of a profile settings card: enabled once something changed, busy while saving. */
export function SaveFooter({ changed, pending, testId }: { changed: boolean; pending: boolean; testId: string }) {
  const { t } = useTranslation('app');
  return (
    <div className="flex justify-end border-t border-slate-100 pt-5">
      <Button
        type="submit"
        disabled={!changed || pending}
        aria-busy={pending}
        data-testid={testId}
        className="w-full sm:w-auto"
      >
        <Save aria-hidden className="h-4 w-4" />
        {t('profile.save')}
      </Button>
    </div>
  );
}
