import { Link2, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section, SectionHeading } from './SectionHeading.tsx';

const STEPS: { key: string; icon: LucideIcon }[] = [
  { key: 'paste', icon: Link2 },
  { key: 'study', icon: Sparkles },
  { key: 'practice', icon: Trophy },
];

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <Section id="how-it-works" className="bg-slate-50">
      <SectionHeading eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} />
      <div className="relative mt-14">
        {/* The dashed rail joins the three step badges on wide screens. */}
        <div
          aria-hidden
          className="absolute top-7 right-[16%] left-[16%] hidden border-t-2 border-dashed border-brand-100 md:block"
        />
        <ol className="relative grid gap-8 md:grid-cols-3 md:gap-6">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="relative flex flex-col items-center text-center">
              <span className="relative grid h-14 w-14 place-items-center rounded-2xl bg-white text-brand-600 shadow-md ring-1 ring-brand-100">
                <Icon aria-hidden className="h-6 w-6" />
                <span className="absolute -top-2 -right-2 grid h-6 w-6 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(`howItWorks.steps.${key}.title`)}</h3>
              <p className="mt-2 max-w-xs text-sm leading-relaxed text-slate-600">
                {t(`howItWorks.steps.${key}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
