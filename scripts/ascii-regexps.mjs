// V8 keeps a module's source text for as long as its functions may still compile. Node decodes a file
// that is pure ASCII into a one-byte string, any other into a two-byte one: one é and the 8 MB server
// bundle takes 16 MB (ADR 14, session 9). esbuild already writes strings and templates in ASCII, but not
// regular expression literals (the language engines' French, Cyrillic, Korean and Japanese patterns).
// This rewrites the non-ASCII characters inside those literals as \uXXXX escapes (astral ones as surrogate pairs),
// which mean the same in every flag mode; a character written as an identity escape (`\ё`) loses its
// backslash first, `\ё` and `ё` being the same pattern.
import { readFileSync, writeFileSync } from 'node:fs';
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

/** Rewrites `file` so no regular expression literal holds a non-ASCII character; answers how many remain elsewhere. */
export function asciiRegexps(file) {
  const source = readFileSync(file, 'utf8');
  if (!/[^\p{ASCII}]/u.test(source)) return 0;
  let out = '';
  let at = 0;
  for (const token of tokenizer(source, { ecmaVersion: 'latest', sourceType: 'module' })) {
    if (token.type.label !== 'regexp') continue;
    const literal = source.slice(token.start, token.end);
    if (!/[^\p{ASCII}]/u.test(literal)) continue;
    out += source.slice(at, token.start) + asciiPattern(literal);
    at = token.end;
  }
  out += source.slice(at);
  writeFileSync(file, out);
  return (out.match(/[^\p{ASCII}]/gu) ?? []).length;
}
