import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from '../../common/languages.ts';

/**
 * The UI language to write a message in, from an `Accept-Language` header (the web app sends its
 * current UI language there): the first listed language the UI has, else English. Quality values are
 * honoured; `ko-KR` counts as `ko`.
 */
export function mailLocale(acceptLanguage: string | null | undefined): UiLocale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isUiLocale) ?? DEFAULT_LOCALE;
}
