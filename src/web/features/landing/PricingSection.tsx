import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { listedPlans } from '../../../common/plans.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { planCatalogueQuery } from '../subscriptions/api.ts';
import { PricingPlans } from './PricingPlans.tsx';
import { Section, SectionHeading } from './SectionHeading.tsx';

export function PricingSection() {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  // As on /pricing: in the app the server's catalogue (a self-hoster's PLANS_FILE); prerendered, the built-in one.
  const catalogue = useQuery(planCatalogueQuery).data;
  return (
    <Section id="pricing" className="bg-gradient-to-b from-white to-brand-50/60">
      <SectionHeading
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        subtitle={t('pricing.subtitle')}
        className="mb-10"
      />
      <PricingPlans plans={catalogue ? listedPlans(catalogue) : undefined} />
      <p className="mt-4 text-center">
        <Link
          to="/{-$locale}/pricing"
          params={{ locale: localeParam(locale) }}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-brand-700"
        >
          {t('pricing.compareLink')}
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </p>
    </Section>
  );
}
