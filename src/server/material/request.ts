import type { Db } from '../db/client.ts';
import { noteMaterial } from '../db/schema/index.ts';
import type { Queue } from '../jobs/queue.ts';

export const MAKE_MATERIAL = 'note.material';

/**
 * Shows the note's material as pending. Called in the transaction that creates the note, so a ready
 * note always has a material status, even if the process dies before the job is sent.
 */
export async function markMaterialPending(db: Db, noteId: string): Promise<void> {
  await db.insert(noteMaterial).values({ noteId }).onConflictDoNothing();
}

/**
 * Starts the material job. A second send while one waits is a no-op (singleton key), and a job for
 * material that is already ready does nothing, so senders may send whenever in doubt.
 */
export async function sendMaterialJob(enqueue: Queue['send'], noteId: string): Promise<void> {
  await enqueue(MAKE_MATERIAL, { noteId }, noteId);
}
