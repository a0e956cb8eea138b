import { lexiconFor } from '../language/lexicons.ts';

/** An IPA transcription as FreeDict writes it after a headword or abbreviation: ` /ˈaʊs/`. */
const startsWithIpa = (item: string) => /^\s*\/[^/\s][^/]*\//.test(item);

/** Whether an English word (a gloss's last word) is one the project's frequency list knows. */
const isEnglishWord = (word: string) => lexiconFor('en').has(word.toLowerCase());

/**
 * Ding's conversion glues an abbreviation to the gloss before its transcription: "Sister (Sr.)"
 * became `SisterSr.,  /ˌɛsˈɛɾ/`, "people (ppl)" `peopleppl,  /…/`. An item followed by a
 * transcription loses its glued tail (at the last lower→upper change, or after the longest
 * English word); items that start with a transcription are abbreviations themselves.
 */
export function unglueAbbreviations(items: string[]): string[] {
  const out: string[] = [];
  items.forEach((item, i) => {
    if (startsWithIpa(item)) return;
    const next = items[i + 1];
    out.push(next !== undefined && startsWithIpa(next) ? withoutGluedTail(item) : item);
  });
  return out;
}

function withoutGluedTail(item: string): string {
  const camel = /^(.*\p{Ll})\p{Lu}\S*$/u.exec(item.trimEnd());
  if (camel) return camel[1]!;
  const text = item.trimEnd();
  for (let cut = text.length - 1; cut >= Math.max(1, text.length - 6); cut--) {
    const head = text.slice(0, cut);
    const lastWord = /(\p{L}+)$/u.exec(head)?.[1];
    if (lastWord && lastWord.length >= 3 && isEnglishWord(lastWord)) return head;
  }
  return item;
}

/**
 * JMdict's loanwords carry their source word, which the conversion glues to the first gloss of a
 * sense: パン "pãobread", コーヒー "coffeekoffiecoffee". The English word is the known word after
 * the last non-English letter, or the word the gloss starts and ends with.
 */
export function unglueLoanSource(gloss: string): string {
  if (/\s/.test(gloss)) return gloss;
  const lastForeign = gloss.search(/[^ -~](?=[ -~]*$)/);
  if (lastForeign >= 0) {
    for (let cut = lastForeign + 1; cut <= gloss.length - 3; cut++)
      if (isEnglishWord(gloss.slice(cut))) return gloss.slice(cut);
    return gloss;
  }
  for (let size = Math.floor(gloss.length / 2); size >= 3; size--) {
    const head = gloss.slice(0, size);
    if (gloss.endsWith(head) && isEnglishWord(head)) return head;
  }
  return gloss;
}

const fold = (word: string) =>
  word.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/^am /, '');
const INFLECTION_ENDINGS = ['e', 'n', 'en', 'er', 'es', 's', 'nen', 'ern', 'ste', 'sten', 'este', 'esten'];

/**
 * Ding lists a word's inflected forms (Schwestern, länger, am längsten) under its main sense
 * only, among the see-also references; a side sense refers to other words.
 */
export function listsInflections(headword: string, references: readonly string[]): boolean {
  const word = fold(headword);
  const stem = word.endsWith('e') ? word.slice(0, -1) : word;
  return references.some((reference) => {
    const form = fold(reference);
    if (form === word || form.includes(' ') || !form.startsWith(stem)) return false;
    return INFLECTION_ENDINGS.includes(form.slice(stem.length)) || INFLECTION_ENDINGS.includes(form.slice(word.length));
  });
}
