import { sql } from 'drizzle-orm';
import { REVIEW_STATES, type ReviewState, type WordStatus } from '../../common/learning.ts';
import { isoTime } from '../db/iso-time.ts';
import { reviewCard, userVocab, vocabContext } from '../db/schema/learner.ts';
import { noteTitleOf } from '../notes/access.ts';
import type { WordShape } from './read.ts';

/** A word as the saved-words list answers it (saved-words' `Vocab`), keys in the answer's order. */
export type WordAnswer = {
  id: string;
  word: string;
  lemma: string;
  pos: string | null;
  language: string;
  translation: string | null;
  translationLanguage: string;
  status: WordStatus;
  learningLevel: number | null;
  isSaved: boolean;
  savedAt: string | null;
  createdAt: string;
  contexts: {
    id: string;
    text: string;
    noteId: string | null;
    noteTitle: string | null;
    sentenceId: number | null;
    start: number | null;
    end: number | null;
    ytId: string | null;
  }[];
  review: { cardId: string; due: string; state: ReviewState; reps: number; lapses: number } | null;
};

type Tuple = [
  string,
  string,
  string,
  string | null,
  string,
  string | null,
  string,
  WordStatus,
  number | null,
  boolean,
  string | null,
  string,
  [string, string, string | null, string | null, number | null, number | null, number | null, string | null][],
  string | null,
  string | null,
  number | null,
  number | null,
  number | null,
];

/**
 * The list's answer of a word as saved-words' presenter writes it (`presentWord`: same keys, same order,
 * same values), from one JSON array per word that PostgreSQL builds with its times already written as
 * `toISOString` would: no Date parsed and written again, no object mapped twice per word and per
 * context (ADR 14, session 10). `list-answers.test.ts` compares the bytes with the presenter's.
 */
export const WORD_ANSWER: WordShape<WordAnswer> = {
  name: 'answer',
  column: () => {
    const [w, c, r] = [userVocab, vocabContext, reviewCard];
    const contexts = sql`coalesce((select json_agg(json_build_array(${c.id}, ${c.text}, ${c.noteId},
        ${noteTitleOf(c.noteId)}, ${c.lineIndex}, ${c.start}, ${c.end}, ${c.ytId}) order by ${c.id})
      from ${c} where ${c.vocabId} = ${w.id}), '[]'::json)`;
    return sql<WordAnswer>`json_build_array(${w.id}, ${w.word}, ${w.lemma}, ${w.pos}, ${w.language},
      ${w.translation}, ${w.translationLanguage}, ${w.status}, ${w.learningLevel}, ${w.isSaved},
      ${isoTime(w.savedAt)}, ${isoTime(w.createdAt)}, ${contexts}, ${r.id}, ${isoTime(r.due)}, ${r.state},
      ${r.reps}, ${r.lapses})`.mapWith(
      (t: Tuple): WordAnswer => ({
        id: t[0],
        word: t[1],
        lemma: t[2],
        pos: t[3],
        language: t[4],
        translation: t[5],
        translationLanguage: t[6],
        status: t[7],
        learningLevel: t[8],
        isSaved: t[9],
        savedAt: t[10],
        createdAt: t[11],
        contexts: t[12].map(([id, text, noteId, noteTitle, sentenceId, start, end, ytId]) => ({
          id,
          text,
          noteId,
          noteTitle,
          sentenceId,
          start,
          end,
          ytId,
        })),
        review: t[13]
          ? {
              cardId: t[13],
              due: t[14]!,
              state: REVIEW_STATES[t[15] ?? 0] ?? 'new',
              reps: t[16] ?? 0,
              lapses: t[17] ?? 0,
            }
          : null,
      }),
    );
  },
};
