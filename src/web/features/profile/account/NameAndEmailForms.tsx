import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameTooLong } from '../../../../common/credentials.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { showAlert } from '../../../lib/alert.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { pathForLocale } from '../../../lib/locale-path.ts';
import { profileQuery, sessionQuery } from '../../../lib/session.ts';
import { AuthError, EmailField } from '../../auth/AuthFormParts.tsx';
import { useAuthForm } from '../../auth/useAuthForm.ts';
import { validateEmailOnly } from '../../auth/validation.ts';
import { AccountSection } from './AccountSection.tsx';

export function NameForm({ name }: { name: string }) {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  const form = useAuthForm({
    initial: { name },
    validate: ({ name: value }) =>
      !value.trim()
        ? { name: 'validation.nameRequired' }
        : nameTooLong(value)
          ? { name: 'validation.nameTooLong' }
          : {},
    submit: ({ name: value }) => authClient.updateUser({ name: value.trim() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      showAlert(t('account.name.saved'), 'success');
    },
  });
  return (
    <AccountSection title={t('account.name.title')} text={t('account.name.text')}>
      <form noValidate onSubmit={(e) => void form.onSubmit(e)} className="space-y-3">
        <AuthError message={form.serverError} />
        <TextField
          id="account-name"
          name="name"
          autoComplete="name"
          label={t('account.name.label')}
          value={form.values.name}
          onChange={(e) => form.setValue('name', e.target.value)}
          error={form.fieldError('name')}
          data-testid="account-name"
        />
        <Button
          type="submit"
          disabled={form.submitting || form.values.name.trim() === name}
          data-testid="account-name-save"
        >
          {t('account.save')}
        </Button>
      </form>
    </AccountSection>
  );
}

/** The address changes only when the new one opens the link mailed to it; until then the old one stays. */
export function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string>();
  const asked = useRef('');
  const form = useAuthForm({
    initial: { email: '' },
    validate: validateEmailOnly,
    submit: ({ email: value }) => {
      asked.current = value.trim();
      return authClient.changeEmail({
        newEmail: asked.current,
        callbackURL: `${window.location.origin}${pathForLocale('/profile', locale)}`,
        fetchOptions: { headers: { 'accept-language': locale } },
      });
    },
    onSuccess: () => setSentTo(asked.current),
  });
  return (
    <AccountSection title={t('account.email.title')} text={t('account.email.text', { email })}>
      {sentTo ? (
        <p
          role="status"
          className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800 [overflow-wrap:anywhere]"
          data-testid="account-email-sent"
        >
          {t('account.email.sent', { email: sentTo })}
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void form.onSubmit(e)} className="space-y-3">
          <AuthError message={form.serverError} />
          <EmailField
            testId="account-email"
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            error={form.fieldError('email')}
          />
          <Button type="submit" disabled={form.submitting} data-testid="account-email-save">
            {t('account.email.submit')}
          </Button>
        </form>
      )}
    </AccountSection>
  );
}
