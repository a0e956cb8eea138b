import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { type ComingSoonSection, navIcon } from './nav-items.ts';

/** A section that is announced but not built yet: says what it will do and leads back to the dashboard. */
export function ComingSoonPage({ section }: { section: ComingSoonSection }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-2xl pt-4 sm:pt-10">
      <EmptyState
        data-testid="coming-soon"
        icon={navIcon(section)}
        badge={t('comingSoon.badge')}
        title={t(`comingSoon.${section}.title`)}
        text={t(`comingSoon.${section}.text`)}
        titleAs="h1"
        className="py-16"
        action={
          <Link
            to="/{-$locale}/dashboard"
            params={{ locale: localeParam(locale) }}
            className={buttonVariants({ variant: 'outline' })}
            data-testid="coming-soon-back"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {t('comingSoon.back')}
          </Link>
        }
      />
    </div>
  );
}
