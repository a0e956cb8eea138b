import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authClient } from '../../lib/auth-client.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { AuthError, EmailField, SubmitButton } from './AuthFormParts.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { useAuthForm } from './useAuthForm.ts';
import { validateEmailOnly } from './validation.ts';
import { resetPagePath } from './reset-link.ts';

/**
 * Asks for a reset link. The answer is the same whether or not an account has the address, so the page
 * never tells a stranger who is registered; the mail comes in the language this page is shown in.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string>();
  const asked = useRef('');
  const form = useAuthForm({
    initial: { email: '' },
    validate: validateEmailOnly,
    submit: ({ email }) => {
      asked.current = email.trim();
      return authClient.requestPasswordReset({
        email: asked.current,
        redirectTo: `${window.location.origin}${resetPagePath(locale)}`,
        fetchOptions: { headers: { 'accept-language': locale } },
      });
    },
    onSuccess: () => setSentTo(asked.current),
  });
  const backToSignIn = (
    <Link
      to="/{-$locale}/sign-in"
      params={{ locale: localeParam(locale) }}
      className="font-semibold text-brand-600 hover:underline"
      data-testid="to-sign-in"
    >
      {t('forgot.backToSignIn')}
    </Link>
  );

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={backToSignIn}>
      {sentTo ? (
        <div role="status" data-testid="reset-sent" className="flex gap-3 rounded-lg bg-brand-50 p-4 text-sm">
          <MailCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{t('forgot.sentTitle')}</p>
            <p className="mt-1 break-words text-slate-700">{t('forgot.sent', { email: sentTo, minutes: 60 })}</p>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void form.onSubmit(e)} className="space-y-5">
          <AuthError message={form.serverError} />
          <EmailField
            testId="forgot-email"
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            error={form.fieldError('email')}
          />
          <SubmitButton submitting={form.submitting} testId="forgot-submit">
            {t(form.submitting ? 'forgot.submitting' : 'forgot.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
