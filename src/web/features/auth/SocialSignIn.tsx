import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api } from '../../lib/api.ts';
import type { SignInMethods } from '../../lib/api-types.ts';
import { authClient } from '../../lib/auth-client.ts';
import { AuthError } from './AuthFormParts.tsx';
import { authErrorMessage } from './auth-errors.ts';

const PROVIDERS = ['google', 'github'] as const;

/**
 * "Continue with Google / GitHub", only for the providers this server has an OAuth app for (none by
 * default); above the e-mail form with an "or" under them. The provider sends the visitor back to `next`.
 */
export function SocialSignIn({ next }: { next: string }) {
  const { t } = useTranslation('auth');
  const { data } = useQuery({
    queryKey: ['sign-in-methods'],
    queryFn: () => api<SignInMethods>('/user/sign-in-methods'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [pending, setPending] = useState<string>();
  const [error, setError] = useState<string>();
  const offered = PROVIDERS.filter((provider) => data?.[provider]);
  if (!offered.length) return null;

  const start = async (provider: (typeof PROVIDERS)[number]) => {
    setPending(provider);
    setError(undefined);
    const result = await authClient.signIn.social({ provider, callbackURL: next, errorCallbackURL: '/sign-in' });
    if (result.error) {
      setPending(undefined);
      setError(authErrorMessage(result.error, (key) => t(key), t));
    }
  };
  return (
    <div className="space-y-3" data-testid="social-sign-in">
      <AuthError message={error} />
      {offered.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          size="lg"
          className="w-full"
          disabled={Boolean(pending)}
          onClick={() => void start(provider)}
          data-testid={`social-${provider}`}
        >
          {pending === provider && <Spinner className="h-4 w-4" />}
          {t(`social.${provider}`)}
        </Button>
      ))}
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" />
        {t('social.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </p>
    </div>
  );
}
