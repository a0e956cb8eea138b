/**
 * Caption text is untrusted, entity-encoded and full of leftover markup (`<font>`, `<i>`, VTT
 * `<c.colorE5E5E5>`). Everything here returns plain text; React renders it inert later, so we only
 * need it readable, not escaped. Markup goes first, then entities are decoded exactly once: text
 * that was encoded on purpose (`&lt;i&gt;` in a WebVTT cue) stays text instead of becoming a tag
 * that is then stripped. The XML formats decode their own layer first (xml.ts), which is why srv3's
 * `&amp;#39;` still ends as `'`.
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

/** Decodes character references once: `&amp;lt;` becomes `&lt;`, not `<`. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
    const isScalar = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return isScalar ? String.fromCodePoint(code) : '';
  });
}

// Only things shaped like tags go: `a < b` and `<3` in speech survive.
const TAG = /<\/?[a-zA-Z][^<>]*>|<\d{1,2}:\d{2}(?::\d{2})?\.\d{3}>/g;
/**
 * Elements whose content is not speech go with their content: ruby annotations repeat the base
 * text's reading (keeping them would double the words), and script/style bodies are code — a cue
 * `<script>alert(1)</script>Hallo` must read "Hallo", not "alert(1)Hallo". An unclosed one runs to
 * the end of the text, as in a browser.
 */
const HIDDEN_CONTENT = /<(rt|rp|script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** The text without elements whose content is not speech; run before splitting a cue into lines. */
export const withoutHiddenContent = (raw: string) => raw.replace(HIDDEN_CONTENT, '');

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
  return decodeEntities(withoutHiddenContent(raw).replace(TAG, ''))
    .replace(SOUND_LABEL, ' ')
    .replace(SPEAKER_CHANGE, '')
    .replace(INVISIBLE, '')
    .replace(/\r\n?/g, '\n');
}

/** Plain caption text; line breaks are kept as `\n`, all other whitespace collapsed, empty lines dropped. */
export const cleanCaptionText = (raw: string): string => tidyLines(toPlainText(raw));

/** Whitespace of already plain text: collapsed within lines, empty lines dropped. */
export function tidyLines(plain: string): string {
  return plain
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
