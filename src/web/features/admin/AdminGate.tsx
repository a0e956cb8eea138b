import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useProfile } from '../../lib/session.ts';

/**
 * The admin pages for admins only: anyone else who opens the address sees why there is nothing here.
 * A convenience, not the protection: every /v3/admin route refuses a non-admin itself (403).
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const { isAdmin } = useProfile();
  if (!isAdmin) {
    return (
      <EmptyState
        icon={ShieldAlert}
        titleAs="h1"
        title={t('admin.forbiddenTitle')}
        text={t('admin.forbiddenText')}
        data-testid="admin-forbidden"
      />
    );
  }
  return children;
}
