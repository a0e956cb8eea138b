import { isAbbreviation } from './abbreviations.ts';
import type { LearningLanguage } from './types.ts';

export interface Piece {
  text: string;
  start: number;
  end: number;
  wordLike: boolean;
}

const segmenters = new Map<LearningLanguage, Intl.Segmenter>();
function wordSegmenter(lang: LearningLanguage): Intl.Segmenter {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

const HYPHEN = /^[-‐]$/u;
const REPEATABLE_MARK = /^[.!?…]$/u;
/** French elided articles and pronouns are their own words: l'école is "le" + "école". */
const FRENCH_ELISION = /^(jusqu|lorsqu|puisqu|quoiqu|qu|[cdjlmnst])(['’])(\p{L}.*)$/iu;
/** "Pouvez-vous", "a-t-il": a verb and its inverted subject stay two words; other hyphens join. */
const FRENCH_INVERTED = new Set([
  'je',
  'tu',
  'il',
  'elle',
  'on',
  'nous',
  'vous',
  'ils',
  'elles',
  'ce',
  'moi',
  'toi',
  'le',
  'la',
  'les',
  'lui',
  'leur',
  'leurs',
  'y',
  'en',
  't',
  'là',
  'ci',
]);

/**
 * Words and punctuation of a space-delimited text, from ICU's word boundaries with the joins ICU
 * does not make: abbreviations keep their dots (z.B.), hyphenated words stay whole (кто-то,
 * E-Mail), and French elisions split (l'école → l' + école).
 */
export function segmentWords(text: string, lang: LearningLanguage): Piece[] {
  const raw: Piece[] = [];
  for (const { segment, index, isWordLike } of wordSegmenter(lang).segment(text)) {
    if (/^\s+$/u.test(segment)) continue;
    const previous = raw.at(-1);
    if (
      previous &&
      !previous.wordLike &&
      !isWordLike &&
      previous.end === index &&
      REPEATABLE_MARK.test(segment) &&
      REPEATABLE_MARK.test(previous.text.at(-1)!)
    ) {
      previous.text += segment;
      previous.end += segment.length;
      continue;
    }
    raw.push({ text: segment, start: index, end: index + segment.length, wordLike: !!isWordLike });
  }
  const elided = lang === 'fr' ? raw.flatMap(splitElision) : raw;
  return joinHyphens(joinAbbreviations(elided, lang), lang);
}

function splitElision(piece: Piece): Piece[] {
  const match = piece.wordLike ? FRENCH_ELISION.exec(piece.text) : null;
  if (!match) return [piece];
  const cut = piece.start + match[1].length + 1;
  return [
    { text: match[1] + match[2], start: piece.start, end: cut, wordLike: true },
    { text: match[3], start: cut, end: piece.end, wordLike: true },
  ];
}

function joinAbbreviations(pieces: Piece[], lang: LearningLanguage): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    const next = pieces[i + 1];
    if (
      piece.wordLike &&
      next?.text.startsWith('.') &&
      next.start === piece.end &&
      isAbbreviation(`${piece.text}.`, lang)
    ) {
      out.push({ text: `${piece.text}.`, start: piece.start, end: piece.end + 1, wordLike: true });
      if (next.text.length > 1) out.push({ ...next, text: next.text.slice(1), start: next.start + 1 });
      i++;
    } else out.push(piece);
  }
  return out;
}

function joinHyphens(pieces: Piece[], lang: LearningLanguage): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    const hyphen = out.at(-1);
    const before = out.at(-2);
    const joins =
      piece.wordLike &&
      hyphen &&
      !hyphen.wordLike &&
      HYPHEN.test(hyphen.text) &&
      before?.wordLike &&
      before.end === hyphen.start &&
      hyphen.end === piece.start &&
      !(lang === 'fr' && FRENCH_INVERTED.has(piece.text.toLowerCase()));
    if (joins) {
      out.pop();
      out[out.length - 1] = { ...before, text: before.text + hyphen.text + piece.text, end: piece.end };
    } else out.push(piece);
  }
  return out;
}
