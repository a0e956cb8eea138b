import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { showAlert } from '../../../lib/alert.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { AuthError } from '../../auth/AuthFormParts.tsx';
import { NewPasswordField, PasswordField } from '../../auth/PasswordField.tsx';
import { useAuthForm } from '../../auth/useAuthForm.ts';
import { validateNewPassword } from '../../auth/validation.ts';
import { AccountSection } from './AccountSection.tsx';

/** A new password needs the current one; ending the other sessions is the default (a changed password usually means worry). */
export function PasswordForm() {
  const { t } = useTranslation('app');
  const { t: tAuth } = useTranslation('auth');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const form = useAuthForm({
    initial: { current: '', password: '' },
    validate: ({ current, password }) => ({
      ...(current ? {} : { current: 'validation.passwordRequired' }),
      ...validateNewPassword({ password }),
    }),
    submit: ({ current, password }) =>
      authClient.changePassword({
        currentPassword: current,
        newPassword: password,
        revokeOtherSessions: signOutOthers,
      }),
    onSuccess: () => {
      form.setValue('current', '');
      form.setValue('password', '');
      showAlert(t('account.password.saved'), 'success');
    },
  });
  return (
    <AccountSection title={t('account.password.title')} text={t('account.password.text')}>
      <form noValidate onSubmit={(e) => void form.onSubmit(e)} className="space-y-3">
        <AuthError message={form.serverError} />
        <PasswordField
          id="account-current-password"
          name="current"
          autoComplete="current-password"
          label={t('account.password.current')}
          value={form.values.current}
          onChange={(e) => form.setValue('current', e.target.value)}
          error={form.fieldError('current')}
          data-testid="account-current-password"
        />
        <NewPasswordField
          id="account-new-password"
          label={tAuth('fields.newPassword')}
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          error={form.fieldError('password')}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox checked={signOutOthers} onChange={(e) => setSignOutOthers(e.target.checked)} />
          {t('account.password.signOutOthers')}
        </label>
        <Button type="submit" disabled={form.submitting} data-testid="account-password-save">
          {t('account.password.submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
