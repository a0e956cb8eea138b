import type { CaptionFormat } from '../types.ts';

/** A caption body we can't read; the message names the line (XML, VTT, SRT) or event (json3). */
export class CaptionParseError extends Error {
  readonly format: CaptionFormat;

  constructor(format: CaptionFormat, where: string, problem: string) {
    super(`${format}: ${where}: ${problem}`);
    this.name = 'CaptionParseError';
    this.format = format;
  }
}

/** 1-based line numbers for offsets asked in increasing order, in one pass over the text. */
export function lineCounter(text: string): (offset: number) => number {
  let position = 0;
  let line = 1;
  return (offset) => {
    if (offset < position) {
      position = 0;
      line = 1;
    }
    for (; position < offset && position < text.length; position++) if (text.charCodeAt(position) === 10) line++;
    return line;
  };
}
