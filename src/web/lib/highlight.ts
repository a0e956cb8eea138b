/** A piece of a text, marked when it is the part to highlight. */
export type Span = { text: string; match: boolean };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTER = '[\\p{L}\\p{M}\\p{N}]';

/**
 * `text` cut around the first place it contains one of the candidates (tried in order): as a whole
 * word first, then anywhere (Japanese has no spaces, Korean glues particles to nouns), ignoring case.
 * Without any match the text comes back whole and unmarked.
 */
export function highlightSpans(text: string, ...candidates: readonly (string | null | undefined)[]): Span[] {
  for (const wholeWord of [true, false]) {
    for (const candidate of candidates) {
      const needle = candidate?.trim();
      if (!needle) continue;
      const body = escapeRegExp(needle);
      const pattern = new RegExp(wholeWord ? `(?<!${LETTER})${body}(?!${LETTER})` : body, 'iu');
      const found = pattern.exec(text);
      if (!found) continue;
      const start = found.index;
      const end = start + found[0].length;
      return [
        { text: text.slice(0, start), match: false },
        { text: text.slice(start, end), match: true },
        { text: text.slice(end), match: false },
      ].filter((span) => span.text !== '');
    }
  }
  return text ? [{ text, match: false }] : [];
}
