import { z } from 'zod';
import { NoteSummary } from '../notes/schema.ts';

export const NOTE_SORTS = ['newest', 'known'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];
/** `sort=known`: most known first (ADR 7); notes whose word status was never opened come last. */
export const ListQuery = z.object({
  lastId: z.uuid('lastId must be a note id').optional(),
  sort: z.enum(NOTE_SORTS, { error: 'must be newest or known' }).default('newest'),
});

/** How much of a note the learner knows (ADR 7). */
export const Knowledge = z.object({ percentKnown: z.number().int(), newWords: z.number().int() });

/** A row of the library: the learner's share of known words once the note's word status was first opened. */
export const NoteListItem = NoteSummary.extend({ knowledge: Knowledge.nullable() });
export const NoteList = z.object({ notes: z.array(NoteListItem), hasMore: z.boolean() });
