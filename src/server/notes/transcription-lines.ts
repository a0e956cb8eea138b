import type { StoredLine } from '../db/schema/notes.ts';
import type { Transcription } from '../providers/stt/speech-to-text.ts';
import { spreadEvenly, splitWords } from '../providers/youtube/words.ts';

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Speech-to-text segments as note lines. Times come relative to the clip and are shifted by its
 * start (spec §4: whisper times are shifted by startAt); each word joins the segment it starts in,
 * and a segment without word times gets its words spread across it. Empty segments are dropped.
 */
export function linesFromTranscription(result: Transcription, startAt: number, language: string): StoredLine[] {
  return result.segments
    .filter((segment) => segment.text.trim() !== '')
    .map((segment, index, segments) => {
      const nextStart = segments[index + 1]?.start ?? Number.POSITIVE_INFINITY;
      const own = result.words.filter(
        (w) => w.start >= segment.start - 0.05 && w.start < nextStart - 0.05 && w.text !== '',
      );
      const timed = own.length > 0 ? own : spreadEvenly(splitWords(segment.text, language), segment.start, segment.end);
      return {
        text: segment.text.trim(),
        start: round(segment.start + startAt),
        end: round(segment.end + startAt),
        words: timed.map((w) => ({ text: w.text, start: round(w.start + startAt), end: round(w.end + startAt) })),
      };
    });
}
