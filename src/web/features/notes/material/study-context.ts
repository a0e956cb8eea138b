import type { Subtitle } from '../../../lib/api-types.ts';

/** What the material tabs need from the note view: the note, its lines, and a way to play a line in the player. */
export type StudyContext = {
  noteId: string;
  /** The note's language (the cards' front side). */
  language: string;
  lines: readonly Subtitle[];
  /** Plays one transcript line in the player (lead-in included) and pauses at its end. */
  playMoment: (sentenceId: number) => void;
};

/** The start of a line, for "play at 0:12" labels; undefined for an index the transcript does not have. */
export const lineStart = (lines: readonly Subtitle[], sentenceId: number | null | undefined): number | undefined =>
  sentenceId === null || sentenceId === undefined ? undefined : lines[sentenceId]?.start;
