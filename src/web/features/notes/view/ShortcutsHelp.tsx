import { Keyboard } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from './shortcuts.ts';

/** The "?" button and its popover (the platform's popover: light dismiss and Escape come for free). */
export function ShortcutsHelp() {
  const { t } = useTranslation('notes');
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-label={t('shortcuts.open')}
        title={t('shortcuts.open')}
        data-testid="shortcuts-help"
        className="flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-sm font-bold text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        ?
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className="m-auto w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/20"
      >
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <Keyboard aria-hidden className="h-5 w-5 text-brand-600" />
          {t('shortcuts.title')}
        </h2>
        <dl className="mt-4 space-y-2.5 text-sm">
          {SHORTCUTS.map(({ keys, action }) => (
            <div key={action} className="flex items-center justify-between gap-4">
              <dt className="text-slate-600">{t(`shortcuts.${action}`)}</dt>
              <dd>
                {keys.map((key) => (
                  <kbd
                    key={key}
                    className="min-w-8 rounded-md border border-slate-300 bg-slate-50 px-2 py-0.5 text-center font-mono text-xs font-semibold text-slate-700 shadow-[0_1px_0_var(--color-slate-300)]"
                  >
                    {key === 'Space' ? t('shortcuts.space') : key}
                  </kbd>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
