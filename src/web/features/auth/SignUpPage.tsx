import { Link, useSearch } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/field.tsx';
import { authClient } from '../../lib/auth-client.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { AgeConfirmation, AuthError, EmailField, SubmitButton } from './AuthFormParts.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';
import { NewPasswordField } from './PasswordField.tsx';
import { safeRedirectPath } from './redirect.ts';
import { useAuthForm } from './useAuthForm.ts';
import { validateSignUp } from './validation.ts';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const { redirect } = useSearch({ from: '/{-$locale}/sign-up' });
  const form = useAuthForm({
    initial: { name: '', email: '', password: '', age: '' },
    validate: validateSignUp,
    submit: ({ name, email, password }) =>
      authClient.signUp.email({ name: name.trim(), email: email.trim(), password }),
  });

  return (
    <AuthLayout
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link
            to="/{-$locale}/sign-in"
            params={{ locale: localeParam(locale) }}
            search={{ redirect }}
            className="font-semibold text-brand-600 hover:underline"
            data-testid="to-sign-in"
          >
            {t('signUp.toSignIn')}
          </Link>
        </>
      }
    >
      <SocialSignIn next={safeRedirectPath(redirect) ?? '/dashboard'} />
      <form noValidate onSubmit={(e) => void form.onSubmit(e)} className="mt-5 space-y-5">
        <AuthError message={form.serverError} />
        <TextField
          id="signup-name"
          name="name"
          autoComplete="name"
          label={t('fields.name')}
          placeholder={t('fields.namePlaceholder')}
          value={form.values.name}
          onChange={(e) => form.setValue('name', e.target.value)}
          error={form.fieldError('name')}
          data-testid="signup-name"
        />
        <EmailField
          testId="signup-email"
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={form.fieldError('email')}
        />
        <NewPasswordField
          id="signup-password"
          label={t('fields.password')}
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          error={form.fieldError('password')}
        />
        <AgeConfirmation
          checked={form.values.age === 'yes'}
          onChange={(checked) => form.setValue('age', checked ? 'yes' : '')}
          error={form.fieldError('age')}
        />
        <SubmitButton submitting={form.submitting} testId="signup-submit">
          {t(form.submitting ? 'signUp.submitting' : 'signUp.submit')}
        </SubmitButton>
        <p className="text-center text-xs leading-relaxed text-slate-500">
          <Trans
            t={t}
            i18nKey="signUp.terms"
            components={{
              terms: (
                <Link
                  to="/{-$locale}/terms"
                  params={{ locale: localeParam(locale) }}
                  className="underline hover:text-slate-700"
                />
              ),
              privacy: (
                <Link
                  to="/{-$locale}/privacy"
                  params={{ locale: localeParam(locale) }}
                  className="underline hover:text-slate-700"
                />
              ),
            }}
          />
        </p>
      </form>
    </AuthLayout>
  );
}
