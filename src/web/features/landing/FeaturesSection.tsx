import {
  BookOpen,
  Captions,
  ClipboardList,
  Flame,
  Layers,
  ListChecks,
  type LucideIcon,
  MessagesSquare,
  Mic,
  RefreshCw,
  Scissors,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Section, SectionHeading } from './SectionHeading.tsx';

/**
 * The product's features; the first two are what a new visitor should understand first, so they get wide
 * tiles. `soon`: not built yet, and the tile says so (the product never promises what it does not do).
 */
const FEATURES: { key: string; icon: LucideIcon; wide?: boolean; soon?: boolean }[] = [
  { key: 'transcript', icon: Captions, wide: true },
  { key: 'flashcards', icon: Layers, wide: true },
  { key: 'grammar', icon: BookOpen },
  { key: 'sliced', icon: Scissors },
  { key: 'studyGuide', icon: ClipboardList },
  { key: 'reviews', icon: RefreshCw },
  { key: 'quizzes', icon: ListChecks },
  { key: 'pronunciation', icon: Mic },
  { key: 'aiPractice', icon: MessagesSquare },
  { key: 'playlists', icon: Flame },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <Section id="features">
      <SectionHeading eyebrow={t('features.eyebrow')} title={t('features.title')} subtitle={t('features.subtitle')} />
      <ul className="mt-14 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, icon: Icon, wide, soon }) => (
          <li
            key={key}
            data-soon={soon || undefined}
            className={cn(
              'flex gap-4 rounded-2xl border border-slate-200 p-5 transition-shadow hover:shadow-md md:block md:p-6',
              wide ? 'bg-gradient-to-br from-brand-50 to-white md:col-span-2' : 'bg-white',
            )}
          >
            <span
              className={cn(
                'grid h-11 w-11 shrink-0 place-items-center rounded-xl text-white shadow-sm',
                soon ? 'bg-slate-400 shadow-slate-400/30' : 'bg-brand-600 shadow-brand-600/30',
              )}
            >
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <div>
              <h3 className={cn('font-semibold text-slate-900 md:mt-4', wide ? 'text-lg md:text-xl' : 'text-base')}>
                {t(`features.items.${key}.title`)}
                {soon && (
                  <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-medium text-amber-800">
                    {t('features.comingSoon')}
                  </span>
                )}
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600 md:mt-2">{t(`features.items.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
