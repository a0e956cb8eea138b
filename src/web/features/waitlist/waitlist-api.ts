import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '../../../common/languages.ts';
import { api } from '../../lib/api.ts';
import type { JoinWaitlistRequest, MyWaitlist, WaitlistStatus } from '../../lib/api-types.ts';
import { localeParam } from '../../lib/locale.ts';

/** No sign-in needed; joining again answers the same place. The confirmation mail is written in `language`. */
export const joinWaitlist = ({ language, ...body }: JoinWaitlistRequest & { language: UiLocale }) =>
  api<WaitlistStatus>('/waitlist/join', { method: 'POST', body, language });

/** Opens the mailed link (ADR 23): the address's place; 409 once used, 400 for a link we did not make. */
export const confirmWaitlistQuery = (token: string) =>
  queryOptions({
    queryKey: ['waitlist', 'confirm', token],
    queryFn: () => api<WaitlistStatus>('/waitlist/confirm', { method: 'POST', body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

/** The signed-in person's place, referral id and referrals (answers while they wait). */
export const myWaitlistQuery = queryOptions({
  queryKey: ['waitlist', 'me'],
  queryFn: () => api<MyWaitlist>('/waitlist/me'),
});

/** The link a waiting person shares: the public waitlist page in their UI language, with their id. */
export function referralLink(origin: string, locale: UiLocale, referralId: string): string {
  const prefix = localeParam(locale);
  return `${origin}${prefix ? `/${prefix}` : ''}/waitlist?ref=${encodeURIComponent(referralId)}`;
}
