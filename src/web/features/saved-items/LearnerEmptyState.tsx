import { Link } from '@tanstack/react-router';
import { FilePlus2, Library, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';

type LearnerEmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  filtered: boolean;
  onClearFilters: () => void;
  'data-testid'?: string;
};

/** Nothing to list: with filters on, a way to clear them; otherwise the way to get words — a new note or the library. */
export function LearnerEmptyState({ icon, title, text, filtered, onClearFilters, ...rest }: LearnerEmptyStateProps) {
  const { t } = useTranslation('words');
  const locale = useLocale();
  const action = filtered ? (
    <Button variant="outline" onClick={onClearFilters} data-testid="clear-filters">
      {t('filters.clear')}
    </Button>
  ) : (
    <div className="flex flex-col items-center gap-2 sm:flex-row">
      <Link to="/{-$locale}/create-note" params={{ locale: localeParam(locale) }} className={buttonVariants()}>
        <FilePlus2 aria-hidden className="h-4 w-4" />
        {t('empty.createNote')}
      </Link>
      <Link
        to="/{-$locale}/library"
        params={{ locale: localeParam(locale) }}
        className={buttonVariants({ variant: 'outline' })}
      >
        <Library aria-hidden className="h-4 w-4" />
        {t('empty.library')}
      </Link>
    </div>
  );
  return <EmptyState icon={icon} title={title} text={text} action={action} data-testid={rest['data-testid']} />;
}
