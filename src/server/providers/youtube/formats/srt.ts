import type { Cue } from '../types.ts';
import { buildCue } from './cue.ts';
import { CaptionParseError } from './parse-error.ts';
import { parseClock } from './timestamp.ts';

const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/;
// ASS override codes some SRT editors leave in, e.g. `{\an8}` to move a line to the top.
const ASS_OVERRIDE = /\{\\[^}]*\}/g;

/** SubRip: numbered blocks of `00:00:01,000 --> 00:00:02,500` and text, separated by blank lines. */
export function parseSrt(body: string): Cue[] {
  const lines = body.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const cues: Cue[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i].trim() === '') {
      i++;
      continue;
    }
    // The counter line is optional in practice: some exporters drop it.
    const timingIndex = lines[i].includes('-->') ? i : i + 1;
    if (timingIndex !== i && !/^\d+$/.test(lines[i].trim())) {
      throw new CaptionParseError('srt', `line ${i + 1}`, `expected a cue number, found "${lines[i].trim()}"`);
    }
    const timing = TIMING.exec(lines[timingIndex]?.trim() ?? '');
    if (!timing)
      throw new CaptionParseError('srt', `line ${timingIndex + 1}`, 'expected a timing line "start --> end"');
    const start = parseClock(timing[1]);
    const end = parseClock(timing[2]);
    if (start === null || end === null) {
      throw new CaptionParseError(
        'srt',
        `line ${timingIndex + 1}`,
        `malformed timestamp in "${lines[timingIndex].trim()}"`,
      );
    }
    let next = timingIndex + 1;
    while (next < lines.length && lines[next].trim() !== '') next++;
    const text = lines
      .slice(timingIndex + 1, next)
      .join('\n')
      .replace(ASS_OVERRIDE, '');
    const cue = buildCue(start, end, [{ text }]);
    if (cue) cues.push(cue);
    i = next;
  }
  return cues;
}
