// V8 keeps a module's source text for as long as its functions may still compile. Node decodes a file
// that is pure ASCII into a one-byte string, any other into a two-byte one: one é and the 8 MB server
// bundle takes 16 MB (ADR 14, session 9). esbuild already writes strings and templates in ASCII, but not
// regular expression literals (the language engines' French, Cyrillic, Korean and Japanese patterns).
// This rewrites the non-ASCII characters inside those literals as \uXXXX escapes (astral ones as surrogate pairs),
// which mean the same in every flag mode; a character written as an identity escape (`\ё`) loses its
// backslash first, `\ё` and `ё` being the same pattern.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tokenizer } from 'acorn';

const WIDE = /(\\*)([^\p{ASCII}])/gu;

const unicodeEscape = (char) =>
  [...Array.from({ length: char.length }, (_, i) => char.charCodeAt(i))]
    .map((unit) => `\\u${unit.toString(16).toUpperCase().padStart(4, '0')}`)
    .join('');

/** A regular expression literal's text with its non-ASCII characters escaped. */
export function asciiPattern(literal) {
  return literal.replace(
    WIDE,
    (_, slashes, char) => `${slashes.length % 2 ? slashes.slice(1) : slashes}${unicodeEscape(char)}`,
  );
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The first VLQ number of a source-map segment, and the rest of the segment as written. */
function firstField(segment) {
  let value = 0;
  let shift = 0;
  let i = 0;
  for (;;) {
    const digit = BASE64.indexOf(segment[i++]);
    value += (digit & 31) << shift;
    shift += 5;
    if (!(digit & 32)) break;
  }
  return [value & 1 ? -(value >> 1) : value >> 1, segment.slice(i)];
}

function vlq(number) {
  let value = number < 0 ? (-number << 1) | 1 : number << 1;
  let out = '';
  do {
    const digit = value & 31;
    value >>= 5;
    out += BASE64[value ? digit | 32 : digit];
  } while (value);
  return out;
}

/**
 * Moves the generated columns of a source map's segments on the lines where text was inserted. The first
 * field of a segment is the column relative to the segment before it on the same line, and the only one
 * tied to the generated text, so the other fields stay as written.
 */
export function shiftMappings(mappings, insertions) {
  return mappings
    .split(';')
    .map((line, index) => {
      const inserted = insertions.get(index);
      if (!inserted || !line) return line;
      let oldColumn = 0;
      let newColumn = 0;
      return line
        .split(',')
        .map((segment) => {
          const [delta, rest] = firstField(segment);
          oldColumn += delta;
          const moved = oldColumn + inserted.filter(([at]) => at < oldColumn).reduce((sum, [, n]) => sum + n, 0);
          const out = vlq(moved - newColumn) + rest;
          newColumn = moved;
          return out;
        })
        .join(',');
    })
    .join(';');
}

/**
 * Rewrites `file` so no regular expression literal holds a non-ASCII character, and its linked source
 * map (`file.map`, when there is one) so stack traces still point at the right code; answers how many
 * non-ASCII characters remain elsewhere.
 */
export function asciiRegexps(file) {
  const source = readFileSync(file, 'utf8');
  if (!/[^\p{ASCII}]/u.test(source)) return 0;
  let out = '';
  let at = 0;
  /** Generated line (0-based) → [column where a literal starts, characters it gained]. */
  const insertions = new Map();
  for (const token of tokenizer(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true })) {
    if (token.type.label !== 'regexp') continue;
    const literal = source.slice(token.start, token.end);
    if (!/[^\p{ASCII}]/u.test(literal)) continue;
    const escaped = asciiPattern(literal);
    out += source.slice(at, token.start) + escaped;
    at = token.end;
    const line = token.loc.start.line - 1;
    insertions.set(line, [...(insertions.get(line) ?? []), [token.loc.start.column, escaped.length - literal.length]]);
  }
  out += source.slice(at);
  writeFileSync(file, out);
  if (insertions.size && existsSync(`${file}.map`)) {
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    map.mappings = shiftMappings(map.mappings, insertions);
    writeFileSync(`${file}.map`, JSON.stringify(map));
  }
  return (out.match(/[^\p{ASCII}]/gu) ?? []).length;
}
