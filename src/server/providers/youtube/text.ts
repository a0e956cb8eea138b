/**
 * Caption text is untrusted and comes entity-encoded, sometimes twice (srv3 sends `&amp;#39;`), with
 * leftover markup (`<font>`, `<i>`, VTT `<c.colorE5E5E5>`). Everything here returns plain text;
 * React renders it inert later, so we only need it readable, not escaped.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
  shy: '',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  divide: '÷',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  iexcl: '¡',
  iquest: '¿',
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;

function decodeOnce(text: string): string {
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
    const isScalar = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return isScalar ? String.fromCodePoint(code) : '';
  });
}

/** Decodes until nothing changes, so double-encoded `&amp;#39;` becomes `'` (bounded: no loops on `&amp;amp;…`). */
export function decodeEntities(text: string): string {
  let current = text;
  for (let pass = 0; pass < 4; pass++) {
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

// Only things shaped like tags go: `a < b` and `<3` in speech survive.
const TAG = /<\/?[a-zA-Z][^<>]*>|<\d{1,2}:\d{2}(?::\d{2})?\.\d{3}>/g;
// Ruby annotations repeat the base text's reading; keeping them would double the words.
const RUBY_TEXT = /<rt\b[^>]*>[\s\S]*?<\/rt>/gi;

/**
 * Sound labels ("[Music]", "[Applause]", "[음악]", the profanity mask "[ __ ]") and music notes are not
 * speech: a learner can't study them and they would pollute word lists, so they are removed outright.
 * A cue that held only a label becomes empty and is dropped by the parsers.
 */
const SOUND_LABEL = /\[[^\]\n]{0,40}\]|[♪♫♬][♪♫♬～〜~ ]*/g;
// Closed-caption speaker-change marks, ">>" at the start of a line.
const SPEAKER_CHANGE = /^\s*>>+\s*/gm;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this strips.
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u200e\u200f\u2060\ufeff]/g;

/** Decoded, tag-free, label-free text with its whitespace as it came (line breaks normalised to `\n`). */
export function toPlainText(raw: string): string {
  return decodeEntities(raw)
    .replace(RUBY_TEXT, '')
    .replace(TAG, '')
    .replace(SOUND_LABEL, ' ')
    .replace(SPEAKER_CHANGE, '')
    .replace(INVISIBLE, '')
    .replace(/\r\n?/g, '\n');
}

/** Plain caption text; line breaks are kept as `\n`, all other whitespace collapsed, empty lines dropped. */
export function cleanCaptionText(raw: string): string {
  return toPlainText(raw)
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
