import type { ChatCorrection } from '../db/schema/ai-chat.ts';

/**
 * The tutor's protocol for corrections (ADR 36): when the learner's message has a mistake, the reply's
 * FIRST line is `CORRECTION: <corrected sentence> || <short explanation in the native language>`, and the
 * reply proper follows on the next line. The line is taken out of the stream here, so the learner sees
 * the correction apart from the reply and the reply never shows the marker.
 */
export const CORRECTION_MARKER = 'CORRECTION:';

/** Words a model writes when told to correct and there is nothing to correct. */
const NOTHING = /^(none|no|n\/a|-+|—|nothing|no mistakes?\.?)$/i;

/** Reads one CORRECTION line (without its marker); null when it corrects nothing. */
export function parseCorrectionLine(line: string): ChatCorrection | null {
  const body = line.trim();
  const split = body.indexOf('||');
  const corrected = (split < 0 ? body : body.slice(0, split)).trim();
  const explanation = split < 0 ? '' : body.slice(split + 2).trim();
  if (!corrected || NOTHING.test(corrected)) return null;
  return { corrected: corrected.slice(0, 1000), explanation: explanation.slice(0, 1000) };
}

export type SplitPiece = { correction: ChatCorrection } | { text: string };

/**
 * Splits a streamed reply into its correction and its text, as the pieces arrive. Until the start of the
 * reply can no longer be the marker, it is held back (a few characters); a reply that starts with the
 * marker is held until the end of that line. Everything else passes through at once.
 */
export class CorrectionSplitter {
  private head = '';
  private state: 'head' | 'line' | 'body' = 'head';
  private skipNewlines = false;

  push(piece: string): SplitPiece[] {
    if (this.state === 'body') return this.bodyText(piece);
    this.head += piece;
    return this.advance(false);
  }

  /** What is left when the reply ends. */
  end(): SplitPiece[] {
    if (this.state === 'body') return [];
    return this.advance(true);
  }

  private bodyText(text: string): SplitPiece[] {
    if (this.skipNewlines) {
      text = text.replace(/^\s+/, '');
      if (!text) return [];
      this.skipNewlines = false;
    }
    return text ? [{ text }] : [];
  }

  private advance(ended: boolean): SplitPiece[] {
    const lead = this.head.replace(/^\s+/, '');
    if (this.state === 'head') {
      const probe = lead.slice(0, CORRECTION_MARKER.length).toUpperCase();
      if (!CORRECTION_MARKER.startsWith(probe)) return this.release(this.head);
      if (probe.length < CORRECTION_MARKER.length) return ended ? this.release(this.head) : [];
      this.state = 'line';
    }
    const afterMarker = lead.slice(CORRECTION_MARKER.length);
    const newline = afterMarker.indexOf('\n');
    if (newline < 0 && !ended) return [];
    const line = newline < 0 ? afterMarker : afterMarker.slice(0, newline);
    const rest = newline < 0 ? '' : afterMarker.slice(newline + 1);
    const correction = parseCorrectionLine(line);
    this.state = 'body';
    this.head = '';
    this.skipNewlines = true;
    return [...(correction ? [{ correction }] : []), ...this.bodyText(rest)];
  }

  private release(text: string): SplitPiece[] {
    this.state = 'body';
    this.head = '';
    return text ? [{ text }] : [];
  }
}

/** A whole reply (not streamed: a call turn) split the same way. */
export function splitReply(reply: string): { correction: ChatCorrection | null; text: string } {
  const splitter = new CorrectionSplitter();
  const pieces = [...splitter.push(reply), ...splitter.end()];
  let correction: ChatCorrection | null = null;
  let text = '';
  for (const piece of pieces) {
    if ('correction' in piece) correction = piece.correction;
    else text += piece.text;
  }
  return { correction, text: text.trim() };
}
