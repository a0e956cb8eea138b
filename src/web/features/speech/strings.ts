import { useTranslation } from 'react-i18next';
import english from '../../i18n/locales/en/speech.json';

/**
 * The `speech` namespace with its English added on first use: English is otherwise bundled with every
 * page, and these texts belong to controls the note page loads lazily (its JS budget, ADR 12). The other
 * locales have them in their locale chunk already.
 */
export function useSpeechTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'speech')) i18n.addResourceBundle('en', 'speech', english, true, false);
  return useTranslation('speech');
}
