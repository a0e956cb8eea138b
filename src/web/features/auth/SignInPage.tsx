import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { authClient } from '../../lib/auth-client.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { AuthError, EmailField, SubmitButton } from './AuthFormParts.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';
import { PasswordField } from './PasswordField.tsx';
import { safeRedirectPath } from './redirect.ts';
import { useAuthForm } from './useAuthForm.ts';
import { validateSignIn } from './validation.ts';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const { redirect } = useSearch({ from: '/{-$locale}/sign-in' });
  const form = useAuthForm({
    initial: { email: '', password: '' },
    validate: validateSignIn,
    submit: ({ email, password }) => authClient.signIn.email({ email: email.trim(), password }),
  });

  return (
    <AuthLayout
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link
            to="/{-$locale}/sign-up"
            params={{ locale: localeParam(locale) }}
            search={{ redirect }}
            className="font-semibold text-brand-600 hover:underline"
            data-testid="to-sign-up"
          >
            {t('signIn.toSignUp')}
          </Link>
        </>
      }
    >
      <SocialSignIn next={safeRedirectPath(redirect) ?? '/dashboard'} />
      <form noValidate onSubmit={(e) => void form.onSubmit(e)} className="mt-5 space-y-5">
        <AuthError message={form.serverError} />
        <EmailField
          testId="signin-email"
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={form.fieldError('email')}
        />
        <PasswordField
          id="signin-password"
          name="password"
          autoComplete="current-password"
          label={t('fields.password')}
          value={form.values.password}
          onChange={(e) => form.setValue('password', e.target.value)}
          error={form.fieldError('password')}
          data-testid="signin-password"
        />
        <div className="-mt-2 text-right text-sm">
          <Link
            to="/{-$locale}/forgot-password"
            params={{ locale: localeParam(locale) }}
            className="font-medium text-brand-600 hover:underline"
            data-testid="to-forgot-password"
          >
            {t('signIn.forgot')}
          </Link>
        </div>
        <SubmitButton submitting={form.submitting} testId="signin-submit">
          {t(form.submitting ? 'signIn.submitting' : 'signIn.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
