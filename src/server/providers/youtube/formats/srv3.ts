import type { Cue } from '../types.ts';
import type { Run } from './cue.ts';
import { buildCue } from './cue.ts';
import { CaptionParseError } from './parse-error.ts';
import { elements, numberAttr, parseXml, textOf, type XmlElement } from './xml.ts';

/**
 * srv3: `<timedtext format="3"><body><p t d><s t ac>word</s></p></body></timedtext>`, times in ms.
 * `<s t>` is a word's offset from its paragraph; manual tracks put the text straight in `<p>`.
 */
export function parseSrv3(body: string): Cue[] {
  const root = parseXml(body, 'srv3');
  if (root.name !== 'timedtext') {
    throw new CaptionParseError('srv3', `line ${root.line}`, `root element is <${root.name}>, expected <timedtext>`);
  }
  const cues: Cue[] = [];
  for (const section of elements(root, 'body')) {
    for (const paragraph of elements(section, 'p')) {
      const start = numberAttr(paragraph, 't', 'srv3', true)! / 1000;
      const duration = (numberAttr(paragraph, 'd', 'srv3', false) ?? 0) / 1000;
      const cue = buildCue(start, start + duration, paragraphRuns(paragraph, start));
      if (cue) cues.push(cue);
    }
  }
  return cues;
}

function paragraphRuns(paragraph: XmlElement, start: number): Run[] {
  return paragraph.children.map((child) => {
    if (typeof child === 'string') return { text: child };
    if (child.name === 'br') return { text: '\n' };
    if (child.name !== 's') return { text: textOf(child) };
    const offset = numberAttr(child, 't', 'srv3', false);
    return { text: textOf(child), start: offset === undefined ? undefined : start + offset / 1000 };
  });
}
