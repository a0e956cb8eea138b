import type { Cue } from '../types.ts';
import { buildCue } from './cue.ts';
import { CaptionParseError } from './parse-error.ts';
import { elements, numberAttr, parseXml, textOf } from './xml.ts';

/**
 * The legacy format timedtext returns without `fmt`: `<transcript><text start dur>…</text>`, times
 * in seconds. Its text is escaped once more than XML needs, so markup such as `<font>` arrives as
 * `&lt;font&gt;`; cleaning decodes and strips it.
 */
export function parseLegacyXml(body: string): Cue[] {
  const root = parseXml(body, 'xml');
  if (root.name !== 'transcript') {
    throw new CaptionParseError('xml', `line ${root.line}`, `root element is <${root.name}>, expected <transcript>`);
  }
  const texts = elements(root, 'text');
  const cues: Cue[] = [];
  texts.forEach((element, index) => {
    const start = numberAttr(element, 'start', 'xml', true)!;
    const duration = numberAttr(element, 'dur', 'xml', false);
    // Some tracks leave out `dur`; the line then lasts until the next one starts.
    const nextStart = texts[index + 1]?.attrs.start;
    const end = duration !== undefined ? start + duration : nextStart !== undefined ? Number(nextStart) : start;
    const cue = buildCue(start, Number.isFinite(end) ? end : start, [{ text: textOf(element) }]);
    if (cue) cues.push(cue);
  });
  return cues;
}
