import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/session.ts';
import { noteMaterial } from '../db/schema/material.ts';
import { ownedNoteWantsGuide } from '../notes/access.ts';
import { wantStudyGuide } from '../notes/manage.ts';
import { NOTE_MATERIAL_JOB } from '../notes/material-request.ts';
import { materialState } from './access.ts';
import { presentNoteMaterial } from './presenter.ts';
import type { MaterialDeps } from './service.ts';

/**
 * Makes a note's study material again (ADR 29): ready or failed material goes back to pending and its job
 * is sent as a regeneration, which is free (no note unit is taken) and, failing, gives nothing back. Asked
 * while material is pending or being made, nothing changes and the same status answers: clicking twice
 * makes one regeneration. `studyGuide: true` first records that the learner wants the study guide, so the
 * regeneration writes it. Cards the learner added stay; generated cards and grammar notes are replaced.
 */
export async function regenerateMaterial(
  deps: Pick<MaterialDeps, 'db' | 'queue'>,
  user: AuthUser,
  noteId: string,
  options: { studyGuide?: boolean },
) {
  const { db, queue } = deps;
  if (options.studyGuide) await wantStudyGuide(db, user, noteId);
  const wantsGuide = await ownedNoteWantsGuide(db, user, noteId);
  // A note never looked at gets its row and first job here, as on its first read.
  await materialState(deps, noteId);
  const restarted = await db
    .update(noteMaterial)
    .set({ status: 'pending', progress: 0, message: null })
    .where(and(eq(noteMaterial.noteId, noteId), inArray(noteMaterial.status, ['ready', 'failed'])))
    .returning({ noteId: noteMaterial.noteId });
  if (restarted.length > 0) await queue.send(NOTE_MATERIAL_JOB, { noteId, again: true }, noteId);
  return presentNoteMaterial(noteId, await materialState(deps, noteId), wantsGuide);
}
