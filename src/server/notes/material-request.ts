import type { Queue } from '../jobs/queue.ts';

/**
 * The job a note sends once it exists: make its study material. The material domain defines the job
 * under this queue name; notes only ask for it, so they never import material. Sending again while
 * one waits is a no-op (singleton key), and the job leaves ready material alone, so send whenever in doubt.
 */
export const NOTE_MATERIAL_JOB = 'note.material';

export async function requestMaterial(enqueue: Queue['send'], noteId: string): Promise<void> {
  await enqueue(NOTE_MATERIAL_JOB, { noteId }, noteId);
}
