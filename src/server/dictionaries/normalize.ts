const EDGE_PUNCTUATION =
  /^[\s.,!?;:"'“”„«»‹›()[\]¡¿…。、！？「」『』・-]+|[\s.,!?;:"'“”„«»‹›()[\]¡¿…。、！？「」『』・-]+$/g;

/**
 * The form headwords are stored and looked up under: NFC, lower-cased, straight apostrophes, one
 * space between words, no punctuation at the edges. Accents stay — "élevé" and "eleve" are
 * different words to a learner.
 */
export function normalizeHeadword(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(EDGE_PUNCTUATION, '')
    .toLowerCase();
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * More than `maxWords` words — or, in scripts written without spaces, inner sentence punctuation
 * or more characters than a dictionary headword has.
 */
export function isSentence(text: string, maxWords: number): boolean {
  const trimmed = text.trim();
  if (trimmed.split(/\s+/).filter(Boolean).length > maxWords) return true;
  return CJK.test(trimmed) && (/[。、！？]/.test(trimmed) || [...trimmed].length > 12);
}
