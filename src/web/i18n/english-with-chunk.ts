import { useTranslation } from 'react-i18next';

type Strings = Record<string, unknown>;

/**
 * A namespace whose English comes with the chunk that uses it, added to the instance on first use. English
 * is otherwise bundled with every page; these texts belong to pages the note page never draws, so they stay
 * out of its JavaScript budget (ADR 12). The other locales have every namespace in their locale chunk.
 */
export function useTranslationWithEnglish(ns: string, english: Strings) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, english, true, false);
  return useTranslation(ns);
}
