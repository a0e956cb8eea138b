import { serveTask } from '../../../lib/worker-task.ts';
import type { CaptionFormat } from '../types.ts';
import { CaptionParseError, parseCaptions } from './index.ts';
import type { CaptionsParsed } from './off-thread.ts';

// A long video's caption track (a 3-hour json3 takes ~0.5 s to parse) is read here, off the web
// process's event loop (ADR 13). A malformed body answers its problem instead of throwing across threads.
serveTask(({ body, format }: { body: string; format: CaptionFormat }): CaptionsParsed => {
  try {
    return { cues: parseCaptions(body, format) };
  } catch (error) {
    if (error instanceof CaptionParseError) return { problem: error.message };
    throw error;
  }
});
