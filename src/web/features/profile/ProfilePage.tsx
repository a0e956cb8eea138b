import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useProfile } from '../../lib/session.ts';
import { AccountCard } from './AccountCard.tsx';
import { AccountSettings } from './account/AccountSettings.tsx';
import { LanguageSettingsForm } from './LanguageSettingsForm.tsx';
import { ReviewSettingsForm } from './ReviewSettingsForm.tsx';

export function ProfilePage() {
  const { t } = useTranslation('app');
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} testId="profile-heading" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <AccountCard profile={profile} />
        <LanguageSettingsForm profile={profile} />
        <ReviewSettingsForm profile={profile} />
        <AccountSettings profile={profile} />
      </div>
    </>
  );
}
