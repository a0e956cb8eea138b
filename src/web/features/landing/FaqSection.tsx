import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section, SectionHeading } from './SectionHeading.tsx';

type FaqItem = { question: string; answer: string };

/** The spec's seven questions, as native disclosures: keyboard- and screen-reader-friendly, and open without JavaScript. */
export function FaqSection() {
  const { t } = useTranslation('landing');
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  return (
    <Section id="faq">
      <SectionHeading eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group px-6 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900">
              {item.question}
              <ChevronDown
                aria-hidden
                className="h-5 w-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 leading-relaxed text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
