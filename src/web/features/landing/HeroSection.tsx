import { Link } from '@tanstack/react-router';
import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { ProductMock } from './ProductMock.tsx';
import { SignUpLink } from './SignUpLink.tsx';

const HERO_POINTS = ['free', 'languages', 'devices'] as const;

export function HeroSection() {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  const params = { locale: localeParam(locale) };
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white px-4 pt-14 pb-20 md:pt-20 md:pb-28">
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 h-[32rem] w-[56rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-1.5 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            <Sparkles aria-hidden className="h-4 w-4" />
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-slate-900 md:text-6xl">
            <Trans
              t={t}
              i18nKey="hero.title"
              components={{
                accent: (
                  <span className="bg-gradient-to-r from-brand-600 to-violet-500 bg-clip-text text-transparent" />
                ),
              }}
            />
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-slate-600 lg:mx-0">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <SignUpLink
              className={buttonVariants({ size: 'lg' })}
              waitlistLabel
              icon={<ArrowRight aria-hidden className="h-4 w-4" />}
            >
              {t('hero.primaryCta')}
            </SignUpLink>
            <Link
              to="/{-$locale}"
              params={params}
              hash="how-it-works"
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              {t('hero.secondaryCta')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-col items-center gap-2 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-5 lg:justify-start">
            {HERO_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <Check aria-hidden className="h-4 w-4 text-emerald-500" />
                {t(`hero.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <ProductMock />
      </div>
    </section>
  );
}
