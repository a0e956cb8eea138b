import english from '../../i18n/locales/en/billing.json';
import { useTranslationWithEnglish } from '../../i18n/english-with-chunk.ts';

/** The `billing` namespace, its English loaded with this feature's pages (i18n/english-with-chunk.ts). */
export const useBillingTranslation = () => useTranslationWithEnglish('billing', english);
