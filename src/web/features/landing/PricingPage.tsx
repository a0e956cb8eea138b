import { usePublicPageTitle } from '../../lib/use-page-title.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarClock, RefreshCw, RotateCcw, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { listedPlans } from '../../../common/plans.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { planCatalogueQuery } from '../subscriptions/api.ts';
import { PlanComparisonTable } from './PlanComparisonTable.tsx';
import { PricingPlans } from './PricingPlans.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { Section, SectionHeading } from './SectionHeading.tsx';

/** Spec §4 "Subscription": how each billing cycle renews, the refund window and how payment works. */
const BILLING_FACTS: { key: string; icon: LucideIcon }[] = [
  { key: 'monthly', icon: RefreshCw },
  { key: 'annual', icon: CalendarClock },
  { key: 'refund', icon: RotateCcw },
  { key: 'payment', icon: Wallet },
  { key: 'noFinancialData', icon: ShieldCheck },
];

/** `/pricing`: the plan cards, a full comparison table and the billing rules. Prerendered. */
export function PricingPage() {
  usePublicPageTitle('pricing');
  const { t } = useTranslation('landing');
  const locale = useLocale();
  // In the app, the server's catalogue (a self-hoster's PLANS_FILE); prerendered, the built-in one.
  const catalogue = useQuery(planCatalogueQuery).data;
  const plans = catalogue ? listedPlans(catalogue) : undefined;
  return (
    <PublicLayout>
      <Section className="bg-gradient-to-b from-brand-50 to-white pt-14 md:pt-20">
        <SectionHeading
          as="h1"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricingPage.title')}
          subtitle={t('pricingPage.subtitle')}
          className="mb-10"
        />
        <PricingPlans plans={plans} />
      </Section>
      <Section id="compare" className="pt-4 md:pt-8">
        <h2 className="mb-8 text-center text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          {t('pricingPage.compareTitle')}
        </h2>
        <PlanComparisonTable plans={plans} />
      </Section>
      <Section id="billing" className="bg-slate-50">
        <h2 className="text-center text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          {t('pricingPage.billingTitle')}
        </h2>
        {/* Flex rather than grid so the last, shorter row of five cards sits centred. */}
        <ul className="mx-auto mt-10 flex max-w-5xl flex-wrap justify-center gap-5">
          {BILLING_FACTS.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="w-full rounded-2xl border border-slate-200 bg-white p-6 sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]"
            >
              <Icon aria-hidden className="h-6 w-6 text-brand-600" />
              <h3 className="mt-3 font-semibold text-slate-900">{t(`pricingPage.billing.${key}.title`)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{t(`pricingPage.billing.${key}.body`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-slate-600">
          <Link
            to="/{-$locale}"
            params={{ locale: localeParam(locale) }}
            hash="faq"
            className="font-semibold text-brand-600 hover:text-brand-700"
          >
            {t('pricingPage.faqLink')}
          </Link>
        </p>
      </Section>
    </PublicLayout>
  );
}
