import english from '../../i18n/locales/en/tasks.json';
import { useTranslationWithEnglish } from '../../i18n/english-with-chunk.ts';

/** The `tasks` namespace, its English loaded with this feature's pages (i18n/english-with-chunk.ts). */
export const useTasksTranslation = () => useTranslationWithEnglish('tasks', english);
