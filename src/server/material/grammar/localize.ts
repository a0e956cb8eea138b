import { pointTexts } from './texts/index.ts';
import { EXPLANATION_LANGUAGES, type ExplanationLanguage } from './types.ts';

/**
 * Learners whose language the catalogue is not written in read the English text, introduced by
 * one line in their own language so the switch of language is not a surprise.
 */
const ENGLISH_NOTES: Record<string, string> = {
  pt: 'Esta explicação está em inglês.',
  nl: 'Deze uitleg is in het Engels.',
  ru: 'Это объяснение на английском языке.',
  uk: 'Це пояснення англійською мовою.',
  pl: 'To wyjaśnienie jest po angielsku.',
  cs: 'Toto vysvětlení je v angličtině.',
  sv: 'Den här förklaringen är på engelska.',
  da: 'Denne forklaring er på engelsk.',
  nb: 'Denne forklaringen er på engelsk.',
  no: 'Denne forklaringen er på engelsk.',
  fi: 'Tämä selitys on englanniksi.',
  tr: 'Bu açıklama İngilizcedir.',
  el: 'Αυτή η εξήγηση είναι στα αγγλικά.',
  ro: 'Această explicație este în limba engleză.',
  hu: 'Ez a magyarázat angol nyelvű.',
  ar: 'هذا الشرح باللغة الإنجليزية.',
  he: 'ההסבר הזה באנגלית.',
  hi: 'यह व्याख्या अंग्रेज़ी में है।',
  id: 'Penjelasan ini dalam bahasa Inggris.',
  ms: 'Penerangan ini dalam bahasa Inggeris.',
  vi: 'Phần giải thích này bằng tiếng Anh.',
  th: 'คำอธิบายนี้เป็นภาษาอังกฤษ',
  zh: '此说明为英文。',
  'zh-hant': '此說明為英文。',
};

const primarySubtag = (language: string) => language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
const isExplanationLanguage = (code: string): code is ExplanationLanguage =>
  (EXPLANATION_LANGUAGES as readonly string[]).includes(code);

/** The language grammar explanations are shown in for a learner: their own when the catalogue has it, else English. */
export function grammarExplanationLanguage(nativeLanguage: string): ExplanationLanguage {
  const primary = primarySubtag(nativeLanguage);
  return isExplanationLanguage(primary) ? primary : 'en';
}

function englishNote(nativeLanguage: string): string | null {
  const code = nativeLanguage.trim().toLowerCase();
  if (/^zh[-_](tw|hk|mo|hant)/.test(code)) return ENGLISH_NOTES['zh-hant'];
  return ENGLISH_NOTES[primarySubtag(code)] ?? null;
}

/** Title and explanation of a catalogue point for a learner; null for a point the catalogue does not have. */
export function localizedPoint(pointId: string, nativeLanguage: string): { title: string; explanation: string } | null {
  const texts = pointTexts(pointId);
  if (!texts) return null;
  const language = grammarExplanationLanguage(nativeLanguage);
  const [title, explanation] = texts[language];
  if (language !== 'en' || primarySubtag(nativeLanguage) === 'en') return { title, explanation };
  const note = englishNote(nativeLanguage);
  return { title, explanation: note ? `${note}\n${explanation}` : explanation };
}
