import { FileText, Mic, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const SOURCES = [
  { key: 'video', icon: Upload },
  { key: 'pdf', icon: FileText },
  { key: 'podcast', icon: Mic },
] as const;

/** Spec §2: uploads, PDFs and podcasts are announced but not available yet. */
export function ComingSoonSources() {
  const { t } = useTranslation('notes');
  return (
    <section aria-labelledby="coming-soon-title">
      <h2 id="coming-soon-title" className="mb-3 text-base font-semibold text-slate-900">
        {t('create.soon.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {SOURCES.map(({ key, icon: Icon }) => (
          <li
            key={key}
            aria-disabled="true"
            data-testid={`note-source-${key}`}
            className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-slate-500"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-slate-200/70">
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-amber-800">
                {t('create.soon.badge')}
              </span>
            </div>
            <p className="mt-3 font-semibold text-slate-700">{t(`create.soon.${key}`)}</p>
            <p className="mt-1 text-xs leading-relaxed">{t('create.soon.text')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
