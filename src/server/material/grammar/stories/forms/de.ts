import type { Inflect, VocabWord } from './types.ts';

const ARTICLES: Record<string, Record<'m' | 'f' | 'n', string>> = {
  nom: { m: 'der', f: 'die', n: 'das' },
  acc: { m: 'den', f: 'die', n: 'das' },
  dat: { m: 'dem', f: 'der', n: 'dem' },
  iacc: { m: 'einen', f: 'eine', n: 'ein' },
};

/** Endings that fix a German noun's gender, for words the video never showed with an article. */
export function germanGenderFromEnding(lemma: string): 'm' | 'f' | 'n' | undefined {
  if (/(ung|heit|keit|schaft|ion|tät|ik|ei|ur)$/.test(lemma)) return 'f';
  if (/(chen|lein|ment|um|nis)$/.test(lemma)) return 'n';
  if (/(ismus|ling|ant|ist|or)$/.test(lemma)) return 'm';
  return undefined;
}

export const inflectGerman: Inflect = ({ lemma, kind, gender }: VocabWord, form) => {
  if (kind === 'n') {
    if (!/^\p{Lu}\p{Ll}+$/u.test(lemma)) return null;
    if (form === undefined) return lemma;
    const articles = ARTICLES[form];
    return articles && gender ? `${articles[gender]} ${lemma}` : null;
  }
  if (!/^\p{Ll}+$/u.test(lemma)) return null;
  if (kind === 'v') return (form === undefined || form === 'inf') && /e?n$/.test(lemma) ? lemma : null;
  return form === undefined ? lemma : null;
};
