import { Info, Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section, SectionHeading } from './SectionHeading.tsx';

type ExampleReview = { quote: string; role: string };

/**
 * Lingoclip has no published reviews yet. Rather than invent people, the section shows clearly
 * labelled example cards attributed to roles, and says that real reviews will replace them.
 */
export function ReviewsSection() {
  const { t } = useTranslation('landing');
  const reviews = t('reviews.items', { returnObjects: true }) as ExampleReview[];
  return (
    <Section id="reviews" className="bg-slate-50">
      <SectionHeading eyebrow={t('reviews.eyebrow')} title={t('reviews.title')} />
      <p className="mx-auto mt-6 flex max-w-2xl items-start justify-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
        <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {t('reviews.notice')}
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li
            key={review.role}
            className="flex flex-col rounded-2xl border border-dashed border-slate-300 bg-white p-6"
          >
            <div className="flex items-center justify-between">
              <Quote aria-hidden className="h-6 w-6 text-brand-100" />
              <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-600">
                {t('reviews.badge')}
              </span>
            </div>
            <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">{review.quote}</blockquote>
            <p className="mt-5 text-sm font-medium text-slate-500">— {review.role}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
