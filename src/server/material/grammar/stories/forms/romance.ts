import type { Inflect, VocabWord } from './types.ts';

const FRENCH_ELISION = /^[aeiouyàâäéèêëîïôöùûüœh]/i;
/** Verbs whose passé composé takes être: "je suis allé", never "j'ai allé". */
const FRENCH_ETRE_VERBS = new Set(
  'aller venir partir arriver entrer sortir monter descendre naître mourir rester tomber retourner devenir revenir rentrer passer'.split(
    ' ',
  ),
);
const isWord = (lemma: string) => /^\p{Ll}[\p{Ll}'-]*$/u.test(lemma);

export const inflectFrench: Inflect = ({ lemma, kind, gender }: VocabWord, form) => {
  if (!isWord(lemma)) return null;
  if (kind === 'n') {
    const elides = FRENCH_ELISION.test(lemma);
    switch (form) {
      case undefined:
        return lemma;
      case 'def':
        return elides ? `l'${lemma}` : gender === 'm' ? `le ${lemma}` : gender === 'f' ? `la ${lemma}` : null;
      case 'indef':
        return gender === 'm' ? `un ${lemma}` : gender === 'f' ? `une ${lemma}` : null;
      case 'part':
        return elides ? `de l'${lemma}` : gender === 'm' ? `du ${lemma}` : gender === 'f' ? `de la ${lemma}` : null;
      default:
        return null;
    }
  }
  if (kind === 'v') {
    if (!/(er|ir|re|oir)$/.test(lemma)) return null;
    if (form === undefined || form === 'inf') return lemma;
    // Only -er verbs have a participle a rule can make (parler → parlé); the être verbs need another helper.
    if (form === 'pp') return lemma.endsWith('er') && !FRENCH_ETRE_VERBS.has(lemma) ? `${lemma.slice(0, -2)}é` : null;
    return null;
  }
  return form === undefined ? lemma : null;
};

/** Spanish nouns whose ending lies about their gender. */
const SPANISH_MASCULINE_IN_A = new Set([
  'día',
  'mapa',
  'problema',
  'tema',
  'idioma',
  'sistema',
  'programa',
  'planeta',
  'clima',
  'drama',
  'poema',
  'sofá',
]);
const SPANISH_FEMININE_IN_O = new Set(['mano', 'radio', 'foto', 'moto']);

export function spanishGenderFromEnding(lemma: string): 'm' | 'f' | undefined {
  if (SPANISH_MASCULINE_IN_A.has(lemma)) return 'm';
  if (SPANISH_FEMININE_IN_O.has(lemma)) return 'f';
  if (/(ción|sión|dad|tad|tud|umbre)$/.test(lemma)) return 'f';
  if (/o$/.test(lemma)) return 'm';
  if (/a$/.test(lemma) && !/ma$/.test(lemma)) return 'f';
  return undefined;
}

export const inflectSpanish: Inflect = ({ lemma, kind, gender }: VocabWord, form) => {
  if (!isWord(lemma)) return null;
  if (kind === 'n') {
    switch (form) {
      case undefined:
        return lemma;
      case 'def':
        return gender === 'm' ? `el ${lemma}` : gender === 'f' ? `la ${lemma}` : null;
      case 'indef':
        return gender === 'm' ? `un ${lemma}` : gender === 'f' ? `una ${lemma}` : null;
      default:
        return null;
    }
  }
  if (kind === 'v') return (form === undefined || form === 'inf') && /(ar|er|ir|ír)$/.test(lemma) ? lemma : null;
  return form === undefined ? lemma : null;
};

/** (?<!\p{L}) rather than \b, which is ASCII-only and would not see "à" as a letter. */
const FRENCH_CONTRACTIONS: [RegExp, string][] = [
  [/(?<!\p{L})de le (?=\p{L})/gu, 'du '],
  [/(?<!\p{L})à le (?=\p{L})/gu, 'au '],
  [/(?<!\p{L})de les (?=\p{L})/gu, 'des '],
  [/(?<!\p{L})à les (?=\p{L})/gu, 'aux '],
];
const SPANISH_CONTRACTIONS: [RegExp, string][] = [
  [/(?<!\p{L})de el (?=\p{L})/gu, 'del '],
  [/(?<!\p{L})a el (?=\p{L})/gu, 'al '],
];

const contract = (rules: [RegExp, string][]) => (text: string) =>
  rules.reduce((result, [pattern, merged]) => result.replace(pattern, merged), text);

/** de + le → du, à + el → al: articles a slot brings in must merge with the preposition before them. */
export const contractFrench = contract(FRENCH_CONTRACTIONS);
export const contractSpanish = contract(SPANISH_CONTRACTIONS);
