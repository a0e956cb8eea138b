import type { z } from 'zod';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  noteWordStatus as learnersNoteWordStatus,
  setWordStatus as setLearnersWordStatus,
  statusesIn as learnersStatusesIn,
} from '../learner/index.ts';
import { ownedNote } from '../notes/access.ts';
import type { NoteWordStatus, SetStatusInput, Statuses, StatusSet } from './schema.ts';

/** The word dialog's status click (ADR 7): the status follows the lemma into every video. */
export const setWordStatus = (db: Db, user: AuthUser, input: SetStatusInput): Promise<z.input<typeof StatusSet>> =>
  setLearnersWordStatus(db, user.id, input);

/** Every lemma of a language the learner gave a status (new is the absence of one). */
export const statusesIn = (db: Db, user: AuthUser, code: string): Promise<z.input<typeof Statuses>> =>
  learnersStatusesIn(db, user.id, code);

/** A note's words by lemma with the learner's statuses and "% known": the transcript's tint and the summary. */
export async function noteWordStatus(db: Db, user: AuthUser, noteId: string): Promise<z.input<typeof NoteWordStatus>> {
  return learnersNoteWordStatus(db, user.id, await ownedNote(db, user, noteId));
}
