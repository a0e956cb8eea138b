import { useTranslation } from 'react-i18next';
import { LEARNING_LANGUAGES, SUPPORTED_LEARNING_LANGUAGES, languageName } from '../../../common/languages.ts';
import { useLocale } from '../../lib/locale.ts';

const COMING_SOON = LEARNING_LANGUAGES.filter(
  (code) => !(SUPPORTED_LEARNING_LANGUAGES as readonly string[]).includes(code),
);

/**
 * Where a marketing page usually shows sponsor logos. Lingoclip has no sponsors to show, so the
 * strip states something true instead: the languages you can learn today and the ones on the way.
 * Names come from Intl, each also in its own language so learners spot theirs.
 */
export function LanguagesStrip() {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  return (
    <section aria-labelledby="languages-title" className="border-y border-slate-100 bg-white px-4 py-10">
      <div className="mx-auto max-w-6xl text-center">
        <h2 id="languages-title" className="text-sm font-semibold tracking-wider text-slate-500 uppercase">
          {t('languages.title')}
        </h2>
        <ul className="mt-5 flex flex-wrap justify-center gap-2.5">
          {SUPPORTED_LEARNING_LANGUAGES.map((code) => {
            const name = languageName(code, locale);
            const endonym = languageName(code, code);
            return (
              <li
                key={code}
                className="rounded-full border border-slate-200 bg-slate-50 px-4 py-2 text-sm font-medium text-slate-800"
              >
                <span lang={locale}>{name}</span>
                {endonym.toLocaleLowerCase() !== name.toLocaleLowerCase() && (
                  <span lang={code} className="ml-1.5 text-slate-400">
                    {endonym}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-sm text-slate-500">
          {t('languages.comingSoon', {
            languages: COMING_SOON.map((code) => languageName(code, locale)).join(t('languages.listSeparator')),
          })}
        </p>
      </div>
    </section>
  );
}
