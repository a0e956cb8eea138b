import { z } from 'zod';
import type { Cue } from '../types.ts';
import { buildCue } from './cue.ts';
import { CaptionParseError } from './parse-error.ts';

const Millis = z.number().finite().nonnegative();
const Event = z.object({
  tStartMs: Millis.default(0),
  dDurationMs: Millis.default(0),
  segs: z.array(z.object({ utf8: z.string().default(''), tOffsetMs: Millis.optional() })).optional(),
});
const Document = z.object({ events: z.array(z.unknown()) });

/**
 * json3: `{"events":[{"tStartMs","dDurationMs","segs":[{"utf8","tOffsetMs"}]}]}`. Events without
 * segs define caption windows; `aAppend` events carry only a line break. A seg's time is the event
 * start plus its offset.
 */
export function parseJson3(body: string): Cue[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const position = /line (\d+)/.exec(String(error))?.[1];
    throw new CaptionParseError('json3', position ? `line ${position}` : 'document', 'not valid JSON');
  }
  const document = Document.safeParse(json);
  if (!document.success) throw new CaptionParseError('json3', 'document', 'no "events" array');

  const cues: Cue[] = [];
  document.data.events.forEach((raw, index) => {
    const event = Event.safeParse(raw);
    if (!event.success) {
      const issue = event.error.issues[0];
      throw new CaptionParseError(
        'json3',
        `event ${index + 1}`,
        `${issue.path.join('.') || 'event'}: ${issue.message}`,
      );
    }
    const { tStartMs, dDurationMs, segs } = event.data;
    if (!segs) return;
    const start = tStartMs / 1000;
    const runs = segs.map((seg) => ({
      text: seg.utf8,
      start: seg.tOffsetMs === undefined ? undefined : start + seg.tOffsetMs / 1000,
    }));
    const cue = buildCue(start, start + dDurationMs / 1000, runs);
    if (cue) cues.push(cue);
  });
  return cues;
}
