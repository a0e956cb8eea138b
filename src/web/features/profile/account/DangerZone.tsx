import { useQueryClient } from '@tanstack/react-query';
import { Download, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showAlert } from '../../../lib/alert.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useLocale } from '../../../lib/locale.ts';
import { pathForLocale } from '../../../lib/locale-path.ts';
import { forgetSession } from '../../../lib/session.ts';
import { AuthError } from '../../auth/AuthFormParts.tsx';
import { PasswordField } from '../../auth/PasswordField.tsx';
import { authErrorMessage } from '../../auth/auth-errors.ts';
import { AccountSection } from './AccountSection.tsx';

export function SessionsAndData() {
  const { t } = useTranslation('app');
  const { t: tAuth } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const signOutOthers = async () => {
    setPending(true);
    const { error } = await authClient.revokeOtherSessions();
    setPending(false);
    // Better Auth's own failure (an expired session…) in the learner's language, not its English.
    if (error)
      toastFailure(
        authErrorMessage(error, (key) => tAuth(key), tAuth),
        t,
      );
    else showAlert(t('account.sessions.done'), 'success');
  };
  return (
    <>
      <AccountSection title={t('account.sessions.title')} text={t('account.sessions.text')}>
        <Button
          variant="outline"
          onClick={() => void signOutOthers()}
          disabled={pending}
          data-testid="account-sign-out-others"
        >
          {pending ? <Spinner className="h-4 w-4" /> : <LogOut aria-hidden className="h-4 w-4" />}
          {t('account.sessions.submit')}
        </Button>
      </AccountSection>
      <AccountSection title={t('account.data.title')} text={t('account.data.text')}>
        <Button variant="outline" asChild>
          <a href="/v3/user/export" download data-testid="account-download-data">
            <Download aria-hidden className="h-4 w-4" />
            {t('account.data.submit')}
          </a>
        </Button>
      </AccountSection>
    </>
  );
}

/** Deleting asks for the password once more, in a dialog that says what goes; then the visitor is signed out on the landing page. */
export function DeleteAccount() {
  const { t } = useTranslation('app');
  const { t: tAuth } = useTranslation('auth');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const remove = async () => {
    if (!password) return setError(tAuth('validation.passwordRequired'));
    setPending(true);
    const result = await authClient.deleteUser({ password });
    if (result.error) {
      setPending(false);
      return setError(authErrorMessage(result.error, (key) => tAuth(key), tAuth));
    }
    forgetSession(queryClient);
    window.location.assign(pathForLocale('/', locale));
  };
  return (
    <AccountSection title={t('account.delete.title')} text={t('account.delete.text')}>
      <Button variant="destructive" onClick={() => setOpen(true)} data-testid="account-delete">
        <Trash2 aria-hidden className="h-4 w-4" />
        {t('account.delete.submit')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        title={t('account.delete.confirmTitle')}
        description={t('account.delete.confirmText')}
        data-testid="account-delete-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              {t('account.delete.cancel')}
            </Button>
            <Button
              variant="destructive"
              onClick={() => void remove()}
              disabled={pending}
              data-testid="account-delete-confirm"
            >
              {pending && <Spinner className="h-4 w-4 text-current" />}
              {t('account.delete.confirm')}
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <AuthError message={error} />
          <PasswordField
            id="account-delete-password"
            name="password"
            autoComplete="current-password"
            label={t('account.password.current')}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
            data-testid="account-delete-password"
          />
        </div>
      </Dialog>
    </AccountSection>
  );
}
