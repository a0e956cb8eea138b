import { tidyLines, toPlainText, withoutHiddenContent } from '../text.ts';
import type { Cue, TimedWord } from '../types.ts';

/** A stretch of caption text as a format delivers it; `start` is set when the format timed it. */
export type Run = { text: string; start?: number };

type Piece = { text: string; start?: number; spaceBefore: boolean; spaceAfter: boolean } | 'break';

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Builds a cue from runs (json3 segs, srv3 `<s>`, text between VTT timestamps). Text and words come
 * from the same cleaned pieces, so concatenated word texts always equal the text without spaces;
 * `words` is only set when the format timed more than the cue start. Returns null for a cue with
 * nothing left to read (window definitions, line-break events, lone sound labels).
 */
export function buildCue(start: number, end: number, runs: Run[]): Cue | null {
  const safeEnd = Math.max(start, end);
  const pieces = toPieces(runs);
  const lines: string[] = [];
  let line = '';
  let previous: Exclude<Piece, 'break'> | null = null;
  for (const piece of pieces) {
    if (piece === 'break') {
      if (line) lines.push(line);
      line = '';
      previous = null;
      continue;
    }
    const spaced = line !== '' && (piece.spaceBefore || previous?.spaceAfter === true);
    line += (spaced ? ' ' : '') + piece.text;
    previous = piece;
  }
  if (line) lines.push(line);
  if (lines.length === 0) return null;

  const cue: Cue = { start: round(start), end: round(safeEnd), text: lines.join('\n') };
  const timedLater = runs.slice(1).some((run) => run.start !== undefined && run.text.trim() !== '');
  if (timedLater) cue.words = timeWords(pieces, start, safeEnd);
  return cue;
}

function toPieces(runs: Run[]): Piece[] {
  const pieces: Piece[] = [];
  for (const run of runs) {
    // A script or style element may span lines; it goes whole before the text is split.
    withoutHiddenContent(run.text)
      .split(/\r\n?|\n/)
      .forEach((part, index) => {
        if (index > 0) pieces.push('break');
        // Spacing is judged after markup is gone: VTT puts tags before the space (`<c> will</c>`).
        const plain = toPlainText(part);
        const text = tidyLines(plain);
        if (!text) return;
        pieces.push({ text, start: run.start, spaceBefore: /^\s/.test(plain), spaceAfter: /\s$/.test(plain) });
      });
  }
  return pieces;
}

/**
 * Each piece's words share the span from its own time to the next timed piece (or the cue end). An
 * untimed line start is pinned to the last time seen: in rolling captions the earlier lines are
 * repeats, and the new line begins when the cue does, not part-way through the repeated text.
 */
function timeWords(pieces: Piece[], cueStart: number, cueEnd: number): TimedWord[] {
  const tokens: { text: string; anchor?: number }[] = [];
  let lastAnchor = cueStart;
  let atLineStart = true;
  for (const piece of pieces) {
    if (piece === 'break') {
      atLineStart = true;
      continue;
    }
    piece.text.split(' ').forEach((text, i) => {
      let anchor = i === 0 && piece.start !== undefined ? Math.min(Math.max(piece.start, cueStart), cueEnd) : undefined;
      if (anchor === undefined && atLineStart) anchor = lastAnchor;
      if (anchor !== undefined) lastAnchor = anchor;
      atLineStart = false;
      tokens.push({ text, anchor });
    });
  }

  const starts: number[] = new Array(tokens.length);
  let groupStart = 0;
  while (groupStart < tokens.length) {
    let next = groupStart + 1;
    while (next < tokens.length && tokens[next].anchor === undefined) next++;
    const from = tokens[groupStart].anchor!;
    const to = Math.max(from, next < tokens.length ? tokens[next].anchor! : cueEnd);
    const span = next - groupStart;
    for (let i = groupStart; i < next; i++) {
      // Offsets out of order would make words run backwards; a word never starts before the previous one.
      starts[i] = Math.max(from + ((to - from) * (i - groupStart)) / span, i > 0 ? starts[i - 1] : cueStart);
    }
    groupStart = next;
  }
  return tokens.map((token, i) => ({
    text: token.text,
    start: round(starts[i]),
    end: round(Math.max(starts[i], i + 1 < tokens.length ? starts[i + 1] : cueEnd)),
  }));
}
