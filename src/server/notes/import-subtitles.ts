import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { note } from '../db/schema/notes.ts';
import { badRequest } from '../http/errors.ts';
import type { Queue } from '../jobs/queue.ts';
import { runTask } from '../lib/worker-task.ts';
import { renderMessage } from '../../common/errors.ts';
import { MAX_SUBTITLE_CUES, type SubtitleFile, type SubtitleLines } from './subtitle-lines.ts';
import type { SubtitleImportInput } from './schema.ts';
import { requestMaterial } from './material-request.ts';
import { refundQuota, requireQuota } from '../subscriptions/quota.ts';

const SUBTITLES_WORKER = new URL('./subtitles.worker.ts', import.meta.url);

/**
 * A note from the learner's own subtitle file, for a YouTube video or on its own. The file is read
 * whole (on a worker thread) before anything is stored, so a malformed file leaves nothing behind.
 */
export async function importSubtitles(
  { db, queue }: { db: Db; queue: Queue },
  user: AuthUser,
  input: SubtitleImportInput,
): Promise<{ noteId: string }> {
  const read = await runTask<SubtitleFile, SubtitleLines>(SUBTITLES_WORKER, {
    content: input.content,
    language: input.language,
  });
  if ('problem' in read) {
    throw badRequest(
      read.problem === 'parse'
        ? `${input.fileName}: ${read.message}`
        : renderMessage('subtitle_too_many_cues', {
            file: input.fileName,
            total: String(read.cues),
            max: String(MAX_SUBTITLE_CUES),
          }),
    );
  }
  const { lines } = read;
  if (lines.length === 0) throw badRequest(`${input.fileName}: the file has no subtitles in it.`);
  // Taken only for a file that makes a note; given back if storing it fails.
  await requireQuota(db, user.id, 'note');
  const noteId = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(note)
        .values({
          userId: user.id,
          videoId: input.videoId,
          type: 'subtitle_import',
          title: input.title ?? input.fileName.replace(/\.(srt|vtt)$/i, ''),
          language: input.language,
          source: 'import',
          startAt: 0,
          endAt: Math.ceil(lines.at(-1)!.end),
          lines,
        })
        .returning({ id: note.id });
      return created!.id;
    })
    .catch(async (error: unknown) => {
      await refundQuota(db, user.id, 'note');
      throw error;
    });
  await requestMaterial(queue.send, noteId);
  return { noteId };
}
