import type { QuotaCounter } from '../../common/plans.ts';
import type { NoteType } from '../db/schema/notes.ts';

/** Full scripts have their own quota (spec §3 ytFullScript); one-minute clips and imports count as notes. */
export const noteQuotaCounter = (type: NoteType): QuotaCounter => (type === 'full_script' ? 'ytFullScript' : 'note');
