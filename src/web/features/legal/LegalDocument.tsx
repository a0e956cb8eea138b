import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { PublicLayout } from '../landing/PublicLayout.tsx';

/** The date both documents take effect; change it whenever their text changes. */
export const LEGAL_EFFECTIVE_DATE = '2026-11-22';

/** One numbered section of a legal document: paragraphs, then an optional bullet list. */
type LegalSection = { title: string; paragraphs: string[]; items?: string[] };

const anchorFor = (index: number) => `section-${index + 1}`;

/** Privacy policy and terms of use share this layout; `document` picks the block of legal.json. */
export function LegalDocument({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  const other = document === 'privacy' ? 'terms' : 'privacy';
  return (
    <PublicLayout>
      <article className="mx-auto max-w-prose px-4 py-14 md:py-20">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{t(`${document}.title`)}</h1>
          <p className="mt-3 text-sm text-slate-500">
            {t('effectiveDate', { date: formatDate(LEGAL_EFFECTIVE_DATE, locale) })}
          </p>
          <p className="mt-6 leading-relaxed text-slate-700">{t(`${document}.intro`)}</p>
        </header>
        <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl bg-slate-50 p-5">
          <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
            {t('contents')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-brand-700">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${anchorFor(index)}`} className="hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.title} id={anchorFor(index)} className="mt-10 scroll-mt-20">
            <h2 className="text-xl font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-500">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="mt-14 border-t border-slate-200 pt-6 text-sm text-slate-500">
          <Link
            to={`/{-$locale}/${other}`}
            params={{ locale: localeParam(locale) }}
            className="font-semibold text-brand-600 hover:text-brand-700"
          >
            {t(`${other}.title`)}
          </Link>
        </p>
      </article>
    </PublicLayout>
  );
}
