import { Briefcase, Coffee, GraduationCap, Heart, House, Plane, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section, SectionHeading } from './SectionHeading.tsx';

/** The user groups named by the spec, each with the way Lingoclip fits their day. */
const ROLES: { key: string; icon: LucideIcon; tint: string }[] = [
  { key: 'casual', icon: Coffee, tint: 'bg-amber-50 text-amber-600' },
  { key: 'students', icon: GraduationCap, tint: 'bg-sky-50 text-sky-600' },
  { key: 'travellers', icon: Plane, tint: 'bg-emerald-50 text-emerald-600' },
  { key: 'expats', icon: House, tint: 'bg-violet-50 text-violet-600' },
  { key: 'couples', icon: Heart, tint: 'bg-rose-50 text-rose-600' },
  { key: 'professionals', icon: Briefcase, tint: 'bg-brand-50 text-brand-600' },
];

export function UseCasesSection() {
  const { t } = useTranslation('landing');
  return (
    <Section id="use-cases">
      <SectionHeading eyebrow={t('useCases.eyebrow')} title={t('useCases.title')} subtitle={t('useCases.subtitle')} />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {ROLES.map(({ key, icon: Icon, tint }) => (
          <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
            <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ${tint}`}>
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`useCases.roles.${key}.title`)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{t(`useCases.roles.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
