import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ERROR_MESSAGES } from '../../common/errors.ts';
import { DEFAULT_LOCALE, UI_LOCALES } from '../../common/languages.ts';

type Namespaces = Record<string, Record<string, unknown>>;

/*
 * English is bundled: it is the fallback for every key and the most common locale — except the public
 * pages' long texts (landing, legal), which only those pages need, and the namespaces of pages and
 * controls the note page never draws (speech, billing, clips, review, tasks), whose English comes with
 * their chunks (english-with-chunk.ts). Every other locale is one chunk
 * (its `locales/<lng>/index.ts`), fetched once by `loadLocale` before a page in it renders, so a
 * visitor downloads one language, not seven.
 */
const english = import.meta.glob<Record<string, unknown>>(
  [
    './locales/en/*.json',
    '!./locales/en/landing.json',
    '!./locales/en/legal.json',
    // Loaded with their pages: features/<name>/strings.ts.
    '!./locales/en/{speech,billing,clips,review,tasks}.json',
  ],
  { eager: true, import: 'default' },
);
/** Lazily loaded bundles, each `{ './app.json': strings, … }`: a locale (`ko`), or English's public texts (`en`). */
const bundles: Record<string, () => Promise<Record<string, Record<string, unknown>>>> = {
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<Record<string, Record<string, unknown>>>(['./locales/*/index.ts'], { import: 'default' }),
    ).map(([path, load]) => [path.split('/')[2]!, load]),
  ),
  [DEFAULT_LOCALE]: () => import('./locales/en/public.ts').then((m) => m.default),
};

export const NAMESPACES = [
  'common',
  'landing',
  'legal',
  'auth',
  'app',
  'notes',
  'words',
  'review',
  'billing',
  'team',
  'sharing',
  'tasks',
  'goals',
  'playlists',
  'clips',
  'speech',
  'practice',
  'errors',
] as const;

const namespaceOf = (path: string) => path.match(/\/([^/]+)\.json$/)![1]!;

const loaded = new Map<string, Namespaces>([
  [
    DEFAULT_LOCALE,
    {
      ...Object.fromEntries(Object.entries(english).map(([path, strings]) => [namespaceOf(path), strings])),
      // The server's sentences (ADR 9): English is the catalogue itself; the other locales translate it.
      errors: { ...ERROR_MESSAGES },
    },
  ],
]);
const pending = new Map<string, Promise<void>>();

/** Fetches (once) the strings of a locale not loaded yet: all of it, or for English its public pages' texts. */
function fetchLocale(lng: string): Promise<void> {
  let promise = pending.get(lng);
  const load = bundles[lng];
  if (!promise && load) {
    promise = load().then(
      (files) => {
        const namespaces = Object.entries(files).map(([path, strings]) => [namespaceOf(path), strings]);
        loaded.set(lng, { ...loaded.get(lng), ...Object.fromEntries(namespaces) });
      },
      (error: unknown) => {
        pending.delete(lng);
        throw error;
      },
    );
    pending.set(lng, promise);
  }
  return promise ?? Promise.resolve();
}

const isLocale = (lng: string) => (UI_LOCALES as readonly string[]).includes(lng);

/**
 * Makes a UI locale's strings available (fetched once) and, with an instance, adds to it what it lacks.
 * `publicPages`: the landing and legal texts too, which English keeps out of the bundle.
 */
export async function loadLocale(lng: string, instance?: I18n, { publicPages = false } = {}): Promise<void> {
  if (!isLocale(lng)) return;
  await Promise.all([lng !== DEFAULT_LOCALE && fetchLocale(lng), publicPages && fetchLocale(DEFAULT_LOCALE)]);
  if (instance) {
    for (const l of new Set([lng, DEFAULT_LOCALE])) {
      for (const [ns, strings] of Object.entries(loaded.get(l) ?? {})) {
        if (!instance.hasResourceBundle(l, ns)) instance.addResourceBundle(l, ns, strings, true, true);
      }
    }
  }
}

/** Every locale loaded so far, in i18next's shape. */
export function localeResources() {
  return Object.fromEntries(loaded);
}

/** An i18next instance with English and every locale loaded so far; `loadLocale(lng)` first for another one. */
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
