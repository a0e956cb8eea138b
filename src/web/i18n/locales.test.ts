import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../common/errors.ts';
import { DEFAULT_LOCALE, UI_LOCALES } from '../../common/languages.ts';

const dir = join(import.meta.dirname, 'locales');
// The server's sentences (errors.json) have no English file: English is the catalogue (ADR 9).
const ERRORS = 'errors.json';
const namespaces = [...readdirSync(join(dir, DEFAULT_LOCALE)).filter((f) => f.endsWith('.json')), ERRORS];

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => flatten(v, `${prefix}[${i}]`)));
  if (value && typeof value === 'object') {
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  }
  throw new Error(`${prefix}: only strings, arrays and objects belong in locale files`);
}

const load = (locale: string, file: string) =>
  locale === DEFAULT_LOCALE && file === ERRORS
    ? flatten(ERROR_MESSAGES)
    : flatten(JSON.parse(readFileSync(join(dir, locale, file), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(namespaces)('locale namespace %s', (file) => {
  const english = load(DEFAULT_LOCALE, file);

  it.each(UI_LOCALES.filter((l) => l !== DEFAULT_LOCALE))(
    '%s has every key, no extra key, same placeholders',
    (locale) => {
      const strings = load(locale, file);
      expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(strings)) {
        expect(text.trim(), `${locale}/${file} ${key} is empty`).not.toBe('');
        expect(placeholders(text), `${locale}/${file} ${key}`).toEqual(placeholders(english[key]!));
      }
    },
  );

  it.each(UI_LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s is really translated, not an English copy', (locale) => {
    const strings = load(locale, file);
    const keys = Object.keys(english).filter((k) => english[k]!.length > 12);
    if (keys.length === 0) return;
    const copied = keys.filter((k) => strings[k] === english[k]);
    expect(
      copied.length / keys.length,
      `${locale}/${file} copies English: ${copied.slice(0, 5).join(', ')}`,
    ).toBeLessThan(0.2);
  });

  it('English has no empty strings', () => {
    for (const [key, text] of Object.entries(english)) expect(text.trim(), key).not.toBe('');
  });
});
