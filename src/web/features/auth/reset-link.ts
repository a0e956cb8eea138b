import type { UiLocale } from '../../../common/languages.ts';
import { pathForLocale } from '../../lib/locale-path.ts';

/** The page a reset link lands on, in the language the link was asked for in. */
export const resetPagePath = (locale: UiLocale) => pathForLocale('/reset-password', locale);

/** Better Auth sends the browser back with `?token=` when the link is good and `?error=INVALID_TOKEN` when not. */
export function resetLinkState(search: { token?: unknown; error?: unknown }): { token: string } | { invalid: true } {
  if (typeof search.error === 'string' || typeof search.token !== 'string' || !search.token) return { invalid: true };
  return { token: search.token };
}
