import { describe, expect, it } from 'vitest';
import { SHORT_LANGUAGES, TRANSLATION_LANGUAGES, UI_LOCALES } from '../../common/languages.ts';
import { COMMON_NATIVE_LANGUAGES, knownLanguageName, nativeLanguageGroups } from './language-options.ts';

describe('the native-language list', () => {
  it.each(UI_LOCALES)('shows only real names in %s, never a raw code', (locale) => {
    const { common, others } = nativeLanguageGroups(locale);
    const all = [...common, ...others];
    for (const { code, name } of all) {
      expect(name.toLowerCase(), `${locale}: ${code}`).not.toBe(code.toLowerCase());
    }
    // Most of the ~240 translation languages have a name; the rest are left out rather than shown as codes.
    expect(all.length).toBeGreaterThan(TRANSLATION_LANGUAGES.length * 0.6);
    expect(new Set(all.map((o) => o.code)).size).toBe(all.length);
  });

  it('puts the most common languages first, most spoken first, with the spec’s short list among them', () => {
    const { common } = nativeLanguageGroups('en');
    expect(common.slice(0, 4).map((o) => o.name)).toEqual(['English', 'Chinese (China)', 'Hindi', 'Spanish']);
    for (const code of SHORT_LANGUAGES) expect(COMMON_NATIVE_LANGUAGES).toContain(code);
  });

  it('names languages in the interface language and drops codes Intl cannot name', () => {
    expect(knownLanguageName('ko', 'ja')).toBe('韓国語');
    expect(knownLanguageName('de', 'fr')).toBe('Allemand');
    expect(knownLanguageName('ber', 'en')).toBeUndefined();
    expect(knownLanguageName('bts', 'ko')).toBeUndefined();
    const codes = nativeLanguageGroups('ko').others.map((o) => o.code);
    expect(codes).not.toContain('ber');
  });
});
