import { seededRandom } from '../../providers/youtube/test/fixtures/long-track.ts';

/**
 * A long hand-written-style WebVTT file for the stall benchmark and tests, built instead of stored:
 * numbered cues of 5–12 words, 1.5–4 s each, sentences spread over one to three cues (as subtitle
 * files break them), cue settings on some cues. Deterministic for a given seed.
 */

const WORDS = (
  'the a and to of in it you that is was for on are with as his they be at one have this from or had by ' +
  'word but what some we can out other were all there when up use your how said an each she which do their ' +
  'time if will way about many then them write would like so these her long make thing see him two has look ' +
  'more day could go come did number sound no most people my over know water than call first who may down side'
).split(' ');

const clock = (ms: number) => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** WebVTT of `cues` cues, or as many as fit in `maxBytes` (2 MB hold about 20,000). */
export function longWebVtt({ cues = Number.POSITIVE_INFINITY, maxBytes = Number.POSITIVE_INFINITY, seed = 7 } = {}): {
  body: string;
  cues: number;
} {
  const random = seededRandom(seed);
  const parts = ['WEBVTT\nKind: captions\nLanguage: en\n\n'];
  let bytes = parts[0]!.length;
  let at = 1_000;
  let made = 0;
  let sentenceLeft = 0;
  while (made < cues) {
    if (sentenceLeft === 0) sentenceLeft = 1 + Math.floor(random() * 3);
    const count = 7 + Math.floor(random() * 10);
    const words = Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]!);
    sentenceLeft--;
    let text = words.join(' ');
    if (sentenceLeft === 0) text = `${text[0]!.toUpperCase()}${text.slice(1)}.`;
    const length = 1_500 + Math.floor(random() * 2_500);
    const settings = made % 7 === 0 ? ' line:90% align:center' : '';
    const cue = `${made + 1}\n${clock(at)} --> ${clock(at + length)}${settings}\n${text}\n\n`;
    if (bytes + cue.length > maxBytes) break;
    parts.push(cue);
    bytes += cue.length;
    at += length + (made % 5 === 4 ? 600 : 40);
    made++;
  }
  return { body: parts.join(''), cues: made };
}
