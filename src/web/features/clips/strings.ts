import english from '../../i18n/locales/en/clips.json';
import { useTranslationWithEnglish } from '../../i18n/english-with-chunk.ts';

/** The `clips` namespace, its English loaded with this feature's pages (i18n/english-with-chunk.ts). */
export const useClipsTranslation = () => useTranslationWithEnglish('clips', english);
