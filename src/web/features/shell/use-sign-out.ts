import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '../../lib/failure-toast.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { forgetSession } from '../../lib/session.ts';

/** Signs out, leaves for the landing page and forgets everything cached for the user. */
export function useSignOut() {
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
    await navigate({ to: '/{-$locale}', params: { locale: localeParam(locale) } });
    forgetSession(queryClient);
  };
}
