import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { SignUpLink } from './SignUpLink.tsx';

export function FinalCtaSection() {
  const { t } = useTranslation('landing');
  return (
    <section className="px-4 pb-20">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-violet-700 px-6 py-14 text-center text-white shadow-xl md:px-12 md:py-20">
        <div aria-hidden className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -bottom-32 -left-20 h-80 w-80 rounded-full bg-white/5" />
        <h2 className="relative mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-100">{t('cta.subtitle')}</p>
        <SignUpLink
          className={cn(
            buttonVariants({ variant: 'secondary', size: 'lg' }),
            'relative mt-8 bg-white text-brand-700 hover:bg-brand-50',
          )}
          waitlistLabel
          icon={<ArrowRight aria-hidden className="h-4 w-4" />}
        >
          {t('cta.button')}
        </SignUpLink>
      </div>
    </section>
  );
}
