import { baseLanguage } from '../../common/languages.ts';
import { MAX_LEARNING_LEVEL, type WordStatus } from '../../common/learning.ts';
import type { DbOrTx } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { analyzePickedWord } from '../language/line-words.ts';
import { lineAt, type NoteRow, ownedNote } from '../notes/access.ts';
import { studyLanguage } from './language.ts';
import { ensureLexicon } from './lexicon.ts';
import type { StatusState } from './transitions.ts';

/** Where in a video an item was met: the note's line (the spec's sentenceId), its time and the video. */
export type Moment = {
  noteId: string | null;
  lineIndex: number | null;
  start: number | null;
  end: number | null;
  ytId: string | null;
};

type Placement = {
  /** Learning language (the item is filed under studyLanguage(from)). */
  from: string;
  /** Translation or meaning language. */
  to: string;
  noteId?: string | null;
  /** The line of the note (spec sentenceId); required with noteId. */
  sentenceId?: number | null;
  ytId?: string | null;
};

export type WordInput = Placement & {
  /** The form as met ("spielten"); the row keeps the first form saved. */
  word: string;
  /** The sentence it was met in, when not from a note line (a note line's own text wins). */
  context?: string | null;
  /** Fills a missing translation; never replaces the one a saved word has. Resolved by the caller (no network here). */
  translation?: string | null;
  /** Given: used as is. Missing: the language engine reads the word in its line. */
  lemma?: string | null;
  pos?: string | null;
  /** Given: the word gets this status (CSV import). Missing: statusOnSave (new → learning 1, others stay). */
  status?: WordStatus | null;
  learningLevel?: number | null;
};

export type SentenceInput = Placement & {
  sentence: string;
  /** Fills a missing meaning; never replaces one the sentence has. Resolved by the caller (no network here). */
  meaning?: string | null;
};

/** A save with its note line read and its word analysed, ready for a short transaction. */
export type PreparedWord = {
  kind: 'word';
  language: string;
  to: string;
  word: string;
  lemma: string;
  pos: string | null;
  translation: string | null;
  context: (Moment & { text: string }) | null;
  status: StatusState | null;
};

export type PreparedSentence = {
  kind: 'sentence';
  language: string;
  to: string;
  text: string;
  meaning: string | null;
  where: Moment;
};

export type PreparedItem = PreparedWord | PreparedSentence;

/** Notes read while preparing a batch, so a note import reads its note once. */
export type NoteCache = Map<string, NoteRow>;

const NOWHERE = { noteId: null, lineIndex: null, start: null, end: null } as const;

/**
 * The note line an item was met in, read outside any transaction: the learner's own note (else 404), in
 * the item's language, with the line the spec's sentenceId names. Throws the spec's 'noteId is required'
 * for a line without a note and 'sentenceId is required' for a note without a line.
 */
async function noteLine(db: DbOrTx, userId: string, input: Placement, notes: NoteCache) {
  const hasLine = input.sentenceId !== undefined && input.sentenceId !== null;
  if (hasLine && !input.noteId) throw badRequest('noteId is required');
  if (input.noteId && !hasLine) throw badRequest('sentenceId is required');
  if (!input.noteId) return null;
  const row = notes.get(input.noteId) ?? (await ownedNote(db, { id: userId }, input.noteId));
  notes.set(row.id, row);
  if (baseLanguage(input.from) !== baseLanguage(row.language))
    throw badRequest(`from must be the note's language (${row.language})`);
  const line = lineAt(row, input.sentenceId!);
  const moment: Moment = {
    noteId: row.id,
    lineIndex: input.sentenceId!,
    start: line.start,
    end: line.end,
    ytId: input.ytId?.trim() || row.videoId,
  };
  return { row, line, moment };
}

function explicitStatus(status: WordStatus | null | undefined, level: number | null | undefined): StatusState | null {
  if (!status) return null;
  if (status !== 'learning') return { status, learningLevel: null };
  return { status, learningLevel: Math.min(MAX_LEARNING_LEVEL, Math.max(1, Math.round(level ?? 1))) };
}

const bare = (text: string) => text.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * A word picked in a note line gets the lemma the transcript tints it by (the note's lexicon), so saving
 * 학교에서 or "saw" moves the same lemma the word-status view shows.
 */
async function lemmaInLine(db: DbOrTx, row: NoteRow, lineIndex: number, word: string): Promise<string | null> {
  const words = row.lines[lineIndex]?.words ?? [];
  const index = words.findIndex((w) => bare(w.text) === bare(word));
  if (index < 0) return null;
  const lexicon = await ensureLexicon(db, row);
  return lexicon.lines[lineIndex]?.[index] ?? null;
}

/** Reads the word's note line and finds its lemma: the given one, the note's lexicon's, or the engine's reading. */
export async function prepareWord(
  db: DbOrTx,
  userId: string,
  input: WordInput,
  notes: NoteCache = new Map(),
): Promise<PreparedWord> {
  const word = input.word.trim();
  if (!word) throw badRequest('word is required');
  const met = await noteLine(db, userId, input, notes);
  const context = met
    ? { ...met.moment, text: met.line.text }
    : input.context?.trim()
      ? { ...NOWHERE, ytId: input.ytId?.trim() || null, text: input.context.trim() }
      : null;
  const given = input.lemma?.trim();
  const analysed = given
    ? { lemma: given, pos: input.pos ?? null }
    : await analyzePickedWord(word, context?.text ?? '', input.from);
  const fromLexicon = met && !given ? await lemmaInLine(db, met.row, met.moment.lineIndex!, word) : null;
  return {
    kind: 'word',
    language: studyLanguage(input.from),
    to: input.to,
    word,
    lemma: fromLexicon ?? analysed.lemma,
    pos: analysed.pos,
    translation: input.translation?.trim() || null,
    context,
    status: explicitStatus(input.status, input.learningLevel),
  };
}

/** Reads the sentence's note line, when it was met in one. */
export async function prepareSentence(
  db: DbOrTx,
  userId: string,
  input: SentenceInput,
  notes: NoteCache = new Map(),
): Promise<PreparedSentence> {
  const text = input.sentence.trim();
  if (!text) throw badRequest('sentence is required');
  const met = await noteLine(db, userId, input, notes);
  return {
    kind: 'sentence',
    language: studyLanguage(input.from),
    to: input.to,
    text,
    meaning: input.meaning?.trim() || null,
    where: met?.moment ?? { ...NOWHERE, ytId: input.ytId?.trim() || null },
  };
}
