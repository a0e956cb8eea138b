import { and, desc, eq, exists, getTableColumns, inArray, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { WordStatus } from '../../common/learning.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { constantLimit, pageRows, preparedOnce } from '../db/prepared.ts';
import { reviewCard, userSentence, userVocab, vocabContext } from '../db/schema/learner.ts';
import { noteTitleOf, noteTitles } from '../notes/access.ts';
import { studyLanguage } from './language.ts';
import { newestMatchingIds, searchLanguages, sentenceTextMatch, vocabTextMatch } from './search.ts';

/** The review card beside an item, enough for a list's review summary (all null without a card). */
export type CardColumns = {
  cardId: string | null;
  cardDue: Date | null;
  cardState: number | null;
  cardReps: number | null;
  cardLapses: number | null;
};
const cardColumns = {
  cardId: reviewCard.id,
  cardDue: reviewCard.due,
  cardState: reviewCard.state,
  cardReps: reviewCard.reps,
  cardLapses: reviewCard.lapses,
};

/** The generated search document is for the database's indexes; reading it back only costs time. */
function withoutSearch<T extends { search: unknown }>(columns: T): Omit<T, 'search'> {
  const { search: _search, ...rest } = columns;
  return rest;
}

/** A context as the lists show it: where the word was met, with its note's title. */
export type ContextView = Pick<
  typeof vocabContext.$inferSelect,
  'id' | 'text' | 'noteId' | 'lineIndex' | 'start' | 'end' | 'ytId'
> & { noteTitle: string | null };
export type WordView = Omit<typeof userVocab.$inferSelect, 'search' | 'updatedAt'> &
  CardColumns & { contexts: ContextView[] };
export type SentenceView = Omit<typeof userSentence.$inferSelect, 'search' | 'textKey'> &
  CardColumns & { noteTitle: string | null };

type ContextTuple = [
  string,
  string,
  string | null,
  string | null,
  number | null,
  number | null,
  number | null,
  string | null,
];

/** What a word row carries besides its contexts, in the order of the JSON array below. */
const { updatedAt: _updatedAt, ...wordColumns } = { ...withoutSearch(getTableColumns(userVocab)), ...cardColumns };
const WORD_KEYS = Object.keys(wordColumns);
const TIMES = new Set(['savedAt', 'createdAt', 'cardDue']);

/**
 * A word with its review card and its contexts (first met first, each with its note's title) as one JSON
 * array per row (ADR 14): the page is one round trip, and the driver parses one JSON text natively per
 * word where Drizzle mapped ~20 columns and a row per context one by one. JSON keeps each value's text (a
 * real's shortest digits; a time's microseconds, cut to milliseconds by Date as before), so the answer
 * is what separate columns and rows gave. Arrays, not objects: PostgreSQL builds them for less.
 */
const wordTuple = () => {
  const c = vocabContext;
  const contexts = sql`coalesce((select json_agg(json_build_array(${c.id}, ${c.text}, ${c.noteId},
      ${noteTitleOf(c.noteId)}, ${c.lineIndex}, ${c.start}, ${c.end}, ${c.ytId}) order by ${c.id})
    from ${c} where ${c.vocabId} = ${userVocab.id}), '[]'::json)`;
  const columns = sql.join(Object.values(wordColumns), sql`, `);
  return sql<WordView>`json_build_array(${columns}, ${contexts})`.mapWith((tuple: unknown[]) => {
    const word: Record<string, unknown> = {};
    for (let i = 0; i < WORD_KEYS.length; i++) {
      const value = tuple[i];
      word[WORD_KEYS[i]!] = value !== null && TIMES.has(WORD_KEYS[i]!) ? new Date(value as string) : value;
    }
    word.contexts = (tuple[WORD_KEYS.length] as ContextTuple[]).map(
      ([id, text, noteId, noteTitle, lineIndex, start, end, ytId]): ContextView => ({
        id,
        text,
        noteId,
        noteTitle,
        lineIndex,
        start,
        end,
        ytId,
      }),
    );
    return word as WordView;
  });
};

/**
 * What a words query selects per word, as one column over `user_vocab` and its `review_card`: the word as
 * the server works with it (`WORD_VIEW`), or a shape built in SQL such as the list's answer (ADR 14).
 */
export type WordShape<T> = { name: string; column: () => SQL<T> };
const WORD_VIEW: WordShape<WordView> = { name: 'view', column: wordTuple };

export const selectWords = <T = WordView>(db: DbOrTx, shape: WordShape<T> = WORD_VIEW as WordShape<never>) =>
  db.select({ word: shape.column() }).from(userVocab).leftJoin(reviewCard, eq(reviewCard.vocabId, userVocab.id));

export const words = <T>(rows: { word: T }[]) => rows.map((row) => row.word);

const { textKey: _textKey, ...sentenceColumns } = withoutSearch(getTableColumns(userSentence));
export const selectSentences = (db: DbOrTx) =>
  db
    .select({ ...sentenceColumns, ...cardColumns })
    .from(userSentence)
    .leftJoin(reviewCard, eq(reviewCard.sentenceId, userSentence.id));

type SentenceRow = Awaited<ReturnType<ReturnType<typeof selectSentences>['where']>>[number];

export async function withTitles(db: DbOrTx, rows: SentenceRow[]): Promise<SentenceView[]> {
  const titles = await noteTitles(
    db,
    rows.map((r) => r.noteId),
  );
  return rows.map((row) => ({ ...row, noteTitle: titles.get(row.noteId ?? '') ?? null }));
}

const inOrder = <T extends { id: string }>(ids: readonly string[], views: T[]) => {
  const byId = new Map(views.map((v) => [v.id, v]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** Words by id in the order of `ids`, ids not found left out; the caller has checked they are the learner's. */
export async function wordsById(db: DbOrTx, ids: readonly string[]): Promise<WordView[]> {
  if (ids.length === 0) return [];
  return inOrder(ids, words(await selectWords(db).where(inArray(userVocab.id, [...ids]))));
}

export async function sentencesById(db: DbOrTx, ids: readonly string[]): Promise<SentenceView[]> {
  if (ids.length === 0) return [];
  return inOrder(ids, await withTitles(db, await selectSentences(db).where(inArray(userSentence.id, [...ids]))));
}

export type ListFilter = {
  isSaved?: boolean;
  language?: string;
  /** Items met in this note (the caller has checked it is the learner's). */
  noteId?: string;
  /** Full-text and partial-word search (spec §5). */
  text?: string;
  lastId?: string;
  limit: number;
};

type WordFilter = ListFilter & { status?: WordStatus };
type Param = <T>(name: string, value: T) => T | Placeholder;

/** The list's conditions but text search; `param` gives each value, or its placeholder when prepared. */
function wordConditions(db: Db, userId: string, filter: WordFilter, language: string | undefined, param: Param) {
  const metInNote = filter.noteId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(vocabContext)
          .where(and(eq(vocabContext.vocabId, userVocab.id), eq(vocabContext.noteId, param('noteId', filter.noteId)))),
      )
    : undefined;
  return [
    eq(userVocab.userId, param('userId', userId)),
    filter.isSaved === undefined ? undefined : eq(userVocab.isSaved, param('isSaved', filter.isSaved)),
    language ? eq(userVocab.language, param('language', language)) : undefined,
    filter.status ? eq(userVocab.status, param('status', filter.status)) : undefined,
    metInNote,
    filter.lastId ? lt(userVocab.id, param('lastId', filter.lastId)) : undefined,
  ];
}

/**
 * A page without text search: one prepared statement per combination of filters used (at most 32),
 * built once and planned once per connection. Building and planning it per request cost more than
 * running it (~0.8 ms of PostgreSQL's planning for 0.4 ms of execution; ADR 14).
 */
function wordsPage<T>(db: Db, userId: string, filter: WordFilter, language: string | undefined, shape: WordShape<T>) {
  const used = ['isSaved', 'language', 'status', 'noteId', 'lastId'].filter(
    (key) => filter[key as keyof WordFilter] !== undefined,
  );
  const rows = pageRows(filter.limit);
  const name = `words_${shape.name}_${rows}${used.map((key) => `_${key}`).join('')}`;
  const query = preparedOnce(db, name, () =>
    selectWords(db, shape)
      .where(and(...wordConditions(db, userId, filter, language, (key) => sql.placeholder(key))))
      .orderBy(desc(userVocab.id))
      // A constant, not a parameter (see pageRows).
      .limit(constantLimit(rows))
      .prepare(name),
  );
  return query.execute({ ...filter, userId, language });
}

/** Newest first (ids are time-ordered UUIDv7), keyset-paged by the last id seen. */
export async function listWords<T = WordView>(
  db: Db,
  userId: string,
  filter: WordFilter,
  shape: WordShape<T> = WORD_VIEW as WordShape<never>,
): Promise<{ words: T[]; hasMore: boolean }> {
  const language = filter.language ? studyLanguage(filter.language) : undefined;
  // A text search takes the matching ids first (see newestMatchingIds); other filters walk the id index.
  const rows = filter.text
    ? await selectWords(db, shape)
        .where(
          inArray(
            userVocab.id,
            await newestMatchingIds(
              db,
              userVocab,
              and(
                ...wordConditions(db, userId, filter, language, (_key, value) => value),
                vocabTextMatch({
                  text: filter.text,
                  languages: await searchLanguages(db, userId, 'vocab', language),
                }),
              )!,
              filter.limit + 1,
            ),
          ),
        )
        .orderBy(desc(userVocab.id))
    : await wordsPage(db, userId, filter, language, shape);
  return { words: words(rows.slice(0, filter.limit)), hasMore: rows.length > filter.limit };
}

export async function listSentences(
  db: Db,
  userId: string,
  filter: ListFilter,
): Promise<{ sentences: SentenceView[]; hasMore: boolean }> {
  const language = filter.language ? studyLanguage(filter.language) : undefined;
  const text = filter.text
    ? sentenceTextMatch({ text: filter.text, languages: await searchLanguages(db, userId, 'sentence', language) })
    : undefined;
  const where = and(
    eq(userSentence.userId, userId),
    filter.isSaved === undefined ? undefined : eq(userSentence.isSaved, filter.isSaved),
    language ? eq(userSentence.language, language) : undefined,
    filter.noteId ? eq(userSentence.noteId, filter.noteId) : undefined,
    text,
    filter.lastId ? lt(userSentence.id, filter.lastId) : undefined,
  )!;
  const rows = text
    ? await selectSentences(db)
        .where(inArray(userSentence.id, await newestMatchingIds(db, userSentence, where, filter.limit + 1)))
        .orderBy(desc(userSentence.id))
    : await selectSentences(db)
        .where(where)
        .orderBy(desc(userSentence.id))
        .limit(filter.limit + 1);
  return { sentences: await withTitles(db, rows.slice(0, filter.limit)), hasMore: rows.length > filter.limit };
}
