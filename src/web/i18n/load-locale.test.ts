import { describe, expect, it } from 'vitest';
import { createI18n, loadLocale } from './index.ts';

describe('locales on demand', () => {
  it('bundles English for the app; another locale and the public pages’ texts come when asked for', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('header.signIn', { ns: 'landing' })).toBe('header.signIn');
    expect(i18n.hasResourceBundle('ja', 'common')).toBe(false);

    await loadLocale('ja', i18n, { publicPages: true });
    expect(i18n.hasResourceBundle('ja', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'common')).toBe(false);
    expect(i18n.t('header.signIn', { ns: 'landing' })).toBe('Sign in');
    await i18n.changeLanguage('ja');
    expect(i18n.t('header.signIn', { ns: 'landing' })).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    // A new instance starts with everything loaded so far.
    expect(createI18n('ja').hasResourceBundle('ja', 'landing')).toBe(true);
  });

  it('ignores a locale the interface does not have', async () => {
    await expect(loadLocale('xx')).resolves.toBeUndefined();
  });
});
