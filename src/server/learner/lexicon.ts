import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { noteLexicon, noteWord } from '../db/schema/learner.ts';
import type { StoredLine } from '../db/schema/notes.ts';
import type { Pos } from '../language/index.ts';
import { engineFor, engineLanguage } from '../language/shared-engine.ts';
import { breathe } from '../lib/breathe.ts';
import { studyLanguage } from './language.ts';
import type { NoteRow } from '../notes/access.ts';

type Piece = { start: number; end: number; lemma: string; pos: Pos | null; isWordLike: boolean };

/** Tokens with offsets: the engine's for languages it knows, ICU's word boundaries (lower-cased) otherwise. */
async function piecesOf(language: string): Promise<(text: string) => Piece[]> {
  const lang = engineLanguage(language);
  if (!lang) {
    const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    return (text) =>
      [...segmenter.segment(text)].map((s) => ({
        start: s.index,
        end: s.index + s.segment.length,
        lemma: s.segment.toLowerCase(),
        pos: null,
        isWordLike: !!s.isWordLike,
      }));
  }
  const engine = await engineFor(lang);
  return (text) => engine.tokenize(text, lang);
}

/** Particles, endings and articles glued to a word (학교에서, l'école, 食べました) are not what it means. */
const GLUE = new Set<Pos>(['adp', 'part', 'aux', 'det']);

/** The piece a shown word stands for: its one word, or the first that is not glue; null for numbers and marks. */
function mainPiece(pieces: Piece[]): Piece | null {
  const words = pieces.filter((p) => p.isWordLike && p.pos !== 'num' && p.pos !== 'punct');
  if (words.length === 0) return null;
  return words.find((p) => !p.pos || !GLUE.has(p.pos)) ?? words[0]!;
}

export const mainLemma = (pieces: Piece[]): string | null => mainPiece(pieces)?.lemma ?? null;

/**
 * lines[line][word] = the lemma of each word the note shows (lines[].words[]), read in its line so context
 * decides (saw → see, German separable verbs). A word is found in the line text in order; one that is not
 * there (speech-to-text words may differ from the segment text) is read alone.
 */
export async function lexiconLines(lines: StoredLine[], language: string): Promise<(string | null)[][]> {
  const pieces = await piecesOf(language);
  const lemmas: (string | null)[][] = [];
  for (const line of lines) {
    await breathe();
    const tokens = pieces(line.text);
    let cursor = 0;
    lemmas.push(
      line.words.map((word) => {
        const at = word.text ? line.text.indexOf(word.text, cursor) : -1;
        if (at < 0) return mainLemma(pieces(word.text));
        cursor = at + word.text.length;
        return mainLemma(tokens.filter((t) => t.start < cursor && t.end > at));
      }),
    );
  }
  return lemmas;
}

export function occurrences(lines: (string | null)[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) for (const lemma of line) if (lemma) counts.set(lemma, (counts.get(lemma) ?? 0) + 1);
  return counts;
}

const WORD_ROWS_PER_INSERT = 5000;
export type Lexicon = typeof noteLexicon.$inferSelect;

/**
 * The note's lexicon, built the first time it is asked for. Two first requests at once both build it;
 * the inserts do nothing on conflict, and the lexicon with its words is written in one transaction, so
 * a reader never sees a lexicon without its words.
 */
export async function ensureLexicon(db: DbOrTx, row: NoteRow): Promise<Lexicon> {
  const [existing] = await db.select().from(noteLexicon).where(eq(noteLexicon.noteId, row.id));
  if (existing) return existing;
  const lines = await lexiconLines(row.lines, row.language);
  const words = [...occurrences(lines)].map(([lemma, count]) => ({ noteId: row.id, lemma, occurrences: count }));
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(noteLexicon)
      .values({ noteId: row.id, language: studyLanguage(row.language), lines })
      .onConflictDoNothing()
      .returning({ noteId: noteLexicon.noteId });
    if (!created) return;
    for (let i = 0; i < words.length; i += WORD_ROWS_PER_INSERT) {
      await tx
        .insert(noteWord)
        .values(words.slice(i, i + WORD_ROWS_PER_INSERT))
        .onConflictDoNothing();
    }
  });
  const [built] = await db.select().from(noteLexicon).where(eq(noteLexicon.noteId, row.id));
  return built!;
}

/**
 * The lemma of a word given alone (the word dialog without a lemma): read as the transcript reads it, so
 * the status lands on the lemma the note shows. A phrase keeps its words, lower-cased.
 */
export async function lemmaOfWord(word: string, language: string): Promise<string> {
  return (await analyseWord(word, language)).lemma;
}

/** lemmaOfWord with the engine's part of speech of that lemma (null for phrases and languages it does not know). */
export async function analyseWord(word: string, language: string): Promise<{ lemma: string; pos: Pos | null }> {
  const text = word.trim();
  if (/\s/u.test(text)) return { lemma: text.replace(/\s+/gu, ' ').toLowerCase(), pos: null };
  const piece = mainPiece((await piecesOf(language))(text));
  return piece ? { lemma: piece.lemma, pos: piece.pos } : { lemma: text.toLowerCase(), pos: null };
}
