import type { z } from 'zod';
import type { Knowledge } from '../learner/index.ts';
import { type NoteSummaryRow, presentNoteSummary } from '../notes/presenter.ts';
import type { NoteListItem } from './schema.ts';

export function presentNoteListItem(row: NoteSummaryRow, knowledge: Knowledge | null): z.input<typeof NoteListItem> {
  return { ...presentNoteSummary(row), knowledge };
}
