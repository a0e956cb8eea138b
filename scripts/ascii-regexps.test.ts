import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { asciiRegexps, asciiPattern } from './ascii-regexps.mjs';

/** The pattern's own meaning: its source evaluated as a literal. */
const literal = (text: string): RegExp => new Function(`return ${text}`)() as RegExp;

describe('asciiRegexps (ADR 14, session 9)', () => {
  const cases: [string, string[]][] = [
    ['/^(ㄴ|ㅂ|는)/', ['는다', 'ㄴ', 'x']],
    ['/ё/g', ['ёж', 'еж']],
    ['/[「『（(“]+$/u', ['a「', 'a(', 'a']],
    ['/[\\p{Script=Hiragana}ー]+/u', ['ーあ', 'a']],
    ['/\\ё/', ['ё', '\\ё']],
    ['/\\\\ё/', ['\\ё', 'ё']],
    ['/😀+/u', ['😀😀', '\uD83D']],
    ['/[😀]/', ['\uD83D', 'a']],
    ['/(é|ç)s?$/', ['forçé', 'x']],
  ];
  it.each(cases)('%s means the same written in ASCII', (text, inputs) => {
    const escaped = asciiPattern(text);
    expect(escaped).not.toMatch(/[^\p{ASCII}]/u);
    for (const input of inputs) {
      expect(literal(escaped).exec(input)?.[0], input).toBe(literal(text).exec(input)?.[0]);
    }
  });

  it('rewrites only regular expression literals, not a division, a string or a comment', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ascii-')), 'out.js');
    writeFileSync(file, 'const a = 4 / 2 / 1; const r = /ё/g; const s = "ё"; // ё\n');
    expect(asciiRegexps(file)).toBe(2); // the string's and the comment's, which esbuild's output escapes or drops
    expect(readFileSync(file, 'utf8')).toBe('const a = 4 / 2 / 1; const r = /\\u0451/g; const s = "ё"; // ё\n');
  });

  it('keeps the linked source map pointing at the code after a rewritten literal on the same line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ascii-map-'));
    const source = "export const r = /ёёёёёёёёёё+/g;\nexport function after() {\n  return 'marker' + r.source;\n}\n";
    writeFileSync(join(dir, 'in.ts'), source);
    const out = join(dir, 'out.js');
    await build({
      entryPoints: [join(dir, 'in.ts')],
      outfile: out,
      bundle: true,
      format: 'esm',
      minifyWhitespace: true,
      sourcemap: 'linked',
      logLevel: 'error',
    });
    asciiRegexps(out);
    const code = readFileSync(out, 'utf8');
    expect(code).toContain(`/${'\\u0451'.repeat(10)}+/g`);
    const before = code.slice(0, code.indexOf('"marker"')).split('\n');
    const map = new SourceMap(JSON.parse(readFileSync(`${out}.map`, 'utf8')));
    const entry = map.findEntry(before.length - 1, before.at(-1)!.length);
    expect(entry).toMatchObject({ originalLine: 2, originalColumn: source.split('\n')[2]!.indexOf("'marker'") });
  });
});
