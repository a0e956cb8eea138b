import type { Cue } from '../types.ts';
import { buildCue, type Run } from './cue.ts';
import { CaptionParseError } from './parse-error.ts';
import { parseClock } from './timestamp.ts';

const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/;
const INLINE_TIMESTAMP = /<((?:\d{1,3}:)?[0-5]\d:[0-5]\d\.\d{3})>/;
const SKIPPED_BLOCK = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

const isBlank = (line: string) => line.trim() === '';

/**
 * WebVTT, including YouTube's own ASR flavour (youtube-dl saves it as is): a `Kind:`/`Style:`
 * header, cue settings after the timing, and word times inline as `word<00:05:04.199><c> next</c>`.
 * Cue settings and styles are presentation only and are ignored.
 */
export function parseVtt(body: string): Cue[] {
  const lines = body.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0])) {
    throw new CaptionParseError('vtt', 'line 1', 'missing the "WEBVTT" header');
  }
  let i = 1;
  while (i < lines.length && !isBlank(lines[i]) && !lines[i].includes('-->')) i++;

  const cues: Cue[] = [];
  while (i < lines.length) {
    if (isBlank(lines[i])) {
      i++;
      continue;
    }
    if (SKIPPED_BLOCK.test(lines[i])) {
      while (i < lines.length && !isBlank(lines[i])) i++;
      continue;
    }
    // An optional identifier line may precede the timing line.
    const timingIndex = lines[i].includes('-->') ? i : i + 1;
    const timing = TIMING.exec(lines[timingIndex]?.trim() ?? '');
    if (!timing)
      throw new CaptionParseError('vtt', `line ${timingIndex + 1}`, 'expected a cue timing line "start --> end"');
    const start = parseClock(timing[1]);
    const end = parseClock(timing[2]);
    if (start === null || end === null) {
      throw new CaptionParseError(
        'vtt',
        `line ${timingIndex + 1}`,
        `malformed timestamp in "${lines[timingIndex].trim()}"`,
      );
    }
    // Payload ends at a blank line or, as browsers do, at a line that is already the next timing.
    let next = timingIndex + 1;
    while (next < lines.length && !isBlank(lines[next]) && !lines[next].includes('-->')) next++;
    const cue = buildCue(start, end, inlineRuns(lines.slice(timingIndex + 1, next).join('\n')));
    if (cue) cues.push(cue);
    i = next;
  }
  return cues;
}

/** Splits the payload at inline timestamps: each stretch starts at the time written before it. */
function inlineRuns(payload: string): Run[] {
  const parts = payload.split(INLINE_TIMESTAMP);
  const runs: Run[] = [{ text: parts[0] }];
  for (let k = 1; k < parts.length; k += 2) runs.push({ text: parts[k + 1], start: parseClock(parts[k])! });
  return runs;
}
