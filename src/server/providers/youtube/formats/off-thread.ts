import { runTask } from '../../../lib/worker-task.ts';
import type { CaptionFormat, Cue } from '../types.ts';
import { CaptionParseError, parseCaptions } from './index.ts';

export type CaptionsParsed = { cues: Cue[] } | { problem: string };

const CAPTIONS_WORKER = new URL('./captions.worker.ts', import.meta.url);
/** Bodies up to this size (a ten-minute track) parse in ~20 ms: here, without a thread's start-up. */
const PARSE_HERE_CHARS = 300_000;

/** parseCaptions, on a worker thread for long tracks (ADR 13); a malformed body answers its problem. */
export async function parseCaptionsOffThread(body: string, format: CaptionFormat): Promise<CaptionsParsed> {
  if (body.length > PARSE_HERE_CHARS) return runTask(CAPTIONS_WORKER, { body, format });
  try {
    return { cues: parseCaptions(body, format) };
  } catch (error) {
    if (error instanceof CaptionParseError) return { problem: error.message };
    throw error;
  }
}
