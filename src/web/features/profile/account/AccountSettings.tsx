import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import type { Profile } from '../../../lib/api-types.ts';
import { DeleteAccount, SessionsAndData } from './DangerZone.tsx';
import { EmailForm, NameForm } from './NameAndEmailForms.tsx';
import { PasswordForm } from './PasswordForm.tsx';

/** Everything a person needs to run their account alone: name, e-mail, password, sessions, their data, deletion. */
export function AccountSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('app');
  return (
    <Card className="min-w-0 lg:col-span-3" data-testid="account-settings">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle>{t('account.title')}</CardTitle>
        <CardDescription>{t('account.text')}</CardDescription>
      </CardHeader>
      <div className="divide-y divide-slate-100 border-t border-slate-100">
        <NameForm name={profile.name} />
        <EmailForm email={profile.email} />
        <PasswordForm />
        <SessionsAndData />
        <DeleteAccount />
      </div>
    </Card>
  );
}
