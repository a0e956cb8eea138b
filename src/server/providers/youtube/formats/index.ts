import type { CaptionFormat, Cue } from '../types.ts';
import { parseJson3 } from './json3.ts';
import { parseLegacyXml } from './legacy-xml.ts';
import { parseSrt } from './srt.ts';
import { parseSrv3 } from './srv3.ts';
import { parseVtt } from './vtt.ts';

export { CaptionParseError } from './parse-error.ts';

const PARSERS: Record<CaptionFormat, (body: string) => Cue[]> = {
  json3: parseJson3,
  srv3: parseSrv3,
  xml: parseLegacyXml,
  vtt: parseVtt,
  srt: parseSrt,
};

/** Cues of a caption body in document order; throws CaptionParseError when the body is malformed. */
export function parseCaptions(body: string, format: CaptionFormat): Cue[] {
  return PARSERS[format](body);
}
