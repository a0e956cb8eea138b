import english from '../../i18n/locales/en/speech.json';
import { useTranslationWithEnglish } from '../../i18n/english-with-chunk.ts';

/** The `speech` namespace: the pronunciation dialog and dictation, which the note page loads lazily. */
export const useSpeechTranslation = () => useTranslationWithEnglish('speech', english);
