import { describe, expect, it } from 'vitest';
import { CorrectionSplitter, parseCorrectionLine, type SplitPiece, splitReply } from './correction.ts';

/** Feeds `pieces` as a stream would and joins what came out. */
function run(pieces: string[]) {
  const splitter = new CorrectionSplitter();
  const out: SplitPiece[][] = pieces.map((piece) => splitter.push(piece));
  out.push(splitter.end());
  const flat = out.flat();
  return {
    perPush: out,
    corrections: flat.filter((p) => 'correction' in p).map((p) => ('correction' in p ? p.correction : null)),
    text: flat.map((p) => ('text' in p ? p.text : '')).join(''),
  };
}

describe('the CORRECTION line, taken out of a streamed reply', () => {
  it('sends the correction apart and the reply without the marker, whatever the chunking', () => {
    const reply = 'CORRECTION: 저는 학교에 가요. || Use 에 with places you go to.\n좋아요! 학교에서 뭐 해요?';
    for (const size of [1, 2, 3, 7, 200]) {
      const pieces = reply.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      const { corrections, text } = run(pieces);
      expect(corrections).toEqual([{ corrected: '저는 학교에 가요.', explanation: 'Use 에 with places you go to.' }]);
      expect(text).toBe('좋아요! 학교에서 뭐 해요?');
    }
  });

  it('lets a reply without a correction through as soon as it cannot be the marker', () => {
    const { perPush, corrections, text } = run(['Co', 'ol! ', 'And you?']);
    expect(corrections).toEqual([]);
    // "Co" might still become "CORRECTION:"; "Cool" cannot.
    expect(perPush[0]).toEqual([]);
    expect(perPush[1]).toEqual([{ text: 'Cool! ' }]);
    expect(text).toBe('Cool! And you?');
  });

  it('holds a marker line until its end, and reads "none" as no correction', () => {
    const { perPush, corrections, text } = run(['CORRECTION: none', '\n\n', '네, 맞아요.']);
    expect(perPush[0]).toEqual([]);
    expect(corrections).toEqual([]);
    expect(text).toBe('네, 맞아요.');
  });

  it('accepts any case and leading blank space, and a correction without an explanation', () => {
    expect(run(['  correction: 가요\nOK']).corrections).toEqual([{ corrected: '가요', explanation: '' }]);
  });

  it('gives back a short reply that only looked like the start of the marker', () => {
    expect(run(['CORR']).text).toBe('CORR');
  });

  it('parses a correction that is the whole reply and a whole reply at once', () => {
    expect(splitReply('CORRECTION: 먹어요 || verb ending')).toEqual({
      correction: { corrected: '먹어요', explanation: 'verb ending' },
      text: '',
    });
    expect(splitReply('맛있어요!')).toEqual({ correction: null, text: '맛있어요!' });
    expect(parseCorrectionLine(' — ')).toBeNull();
  });
});
