import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ERROR_MESSAGES } from '../../common/errors.ts';
import { DEFAULT_LOCALE, UI_LOCALES } from '../../common/languages.ts';

/** Every namespace of every UI locale, bundled so that prerendering and first paint need no fetch. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export const NAMESPACES = ['common', 'landing', 'legal', 'auth', 'app', 'notes', 'words', 'review', 'errors'] as const;

export function localeResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(files)) {
    const [, locale, ns] = path.match(/\.\/locales\/([^/]+)\/([^/]+)\.json$/)!;
    resources[locale!] = { ...resources[locale!], [ns!]: module.default };
  }
  // The server's sentences (ADR 9): English is the catalogue itself; the other locales translate it.
  resources[DEFAULT_LOCALE] = { ...resources[DEFAULT_LOCALE], errors: { ...ERROR_MESSAGES } };
  return resources;
}

export function createI18n(lng: string = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: localeResources(),
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...UI_LOCALES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  } as Parameters<I18n['init']>[0]);
  return instance;
}
