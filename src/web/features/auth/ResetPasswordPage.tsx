import { Link, useSearch } from '@tanstack/react-router';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authClient } from '../../lib/auth-client.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { AuthError, SubmitButton } from './AuthFormParts.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { NewPasswordField } from './PasswordField.tsx';
import { resetLinkState } from './reset-link.ts';
import { useAuthForm } from './useAuthForm.ts';
import { validateNewPassword } from './validation.ts';

function Notice({
  icon: Icon,
  title,
  text,
  testId,
}: {
  icon: typeof LinkIcon;
  title: string;
  text: string;
  testId: string;
}) {
  return (
    <div role="status" data-testid={testId} className="flex gap-3 rounded-lg bg-slate-50 p-4 text-sm">
      <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-slate-700">{text}</p>
      </div>
    </div>
  );
}

/** Where the mailed link lands: choose a new password, or learn that the link is spent and get another. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const search = useSearch({ from: '/{-$locale}/reset-password' });
  const link = resetLinkState(search);
  const [done, setDone] = useState(false);
  const [spent, setSpent] = useState(false);
  const form = useAuthForm({
    initial: { password: '' },
    validate: validateNewPassword,
    submit: async ({ password }) => {
      const result = await authClient.resetPassword({
        newPassword: password,
        token: 'token' in link ? link.token : '',
      });
      if (result.error?.code === 'INVALID_TOKEN') setSpent(true);
      return result;
    },
    onSuccess: () => setDone(true),
  });
  const params = { locale: localeParam(locale) };
  const linkClass = 'font-semibold text-brand-600 hover:underline';
  const footer = done ? null : (
    <Link to="/{-$locale}/forgot-password" params={params} className={linkClass} data-testid="to-forgot">
      {t('reset.requestNew')}
    </Link>
  );

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')} footer={footer}>
      {done ? (
        <div className="space-y-5">
          <Notice icon={CheckCircle2} title={t('reset.doneTitle')} text={t('reset.done')} testId="reset-done" />
          <Link to="/{-$locale}/sign-in" params={params} className={linkClass} data-testid="to-sign-in">
            {t('reset.toSignIn')}
          </Link>
        </div>
      ) : 'invalid' in link || spent ? (
        <Notice icon={LinkIcon} title={t('reset.invalidTitle')} text={t('reset.invalid')} testId="reset-invalid" />
      ) : (
        <form noValidate onSubmit={(e) => void form.onSubmit(e)} className="space-y-5">
          <AuthError message={form.serverError} />
          <NewPasswordField
            id="reset-password"
            label={t('fields.newPassword')}
            value={form.values.password}
            onChange={(value) => form.setValue('password', value)}
            error={form.fieldError('password')}
          />
          <SubmitButton submitting={form.submitting} testId="reset-submit">
            {t(form.submitting ? 'reset.submitting' : 'reset.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
