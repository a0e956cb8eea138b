import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '../../lib/failure-toast.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { forgetSession, sessionQuery } from '../../lib/session.ts';

/**
 * Signs out, leaves for the landing page and forgets everything cached for the user. `signInAgainTo`: go to
 * sign-in instead, and from there back to this path (a team invitation meant for another account).
 */
export function useSignOut({ signInAgainTo }: { signInAgainTo?: string } = {}) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // Better Auth's client is loaded with the action, not with every page (ADR 12).
    const { authClient } = await import('../../lib/auth-client.ts');
    const { error } = await authClient.signOut();
    if (error) {
      toastFailure(t('errors:internal'), t);
      return;
    }
    // Leave the signed-in pages first, so none of them refetches for a user who is gone.
    if (signInAgainTo) {
      // Signed out before it renders: the sign-in page would send a signed-in visitor straight back.
      queryClient.setQueryData(sessionQuery.queryKey, null);
      await navigate({
        to: '/{-$locale}/sign-in',
        params: { locale: localeParam(locale) },
        search: { redirect: signInAgainTo },
      });
    } else await navigate({ to: '/{-$locale}', params: { locale: localeParam(locale) } });
    forgetSession(queryClient);
  };
}
