import english from '../../i18n/locales/en/review.json';
import { useTranslationWithEnglish } from '../../i18n/english-with-chunk.ts';

/** The `review` namespace, its English loaded with this feature's pages (i18n/english-with-chunk.ts). */
export const useReviewTranslation = () => useTranslationWithEnglish('review', english);
