import { Ban, CheckCircle2, CreditCard, ShieldCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { AdminUser } from '../../lib/api-types.ts';
import { useLocale } from '../../lib/locale.ts';
import { useAdminAction } from './api.ts';
import { Badge } from './Badge.tsx';
import { UserPlanPanel } from './UserPlanPanel.tsx';

/** One account in the admin list: who, since when, what it has made, and the admin's actions on it. */
export function UserCard({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const action = useAdminAction();
  const [confirming, setConfirming] = useState<'ban' | 'unban' | null>(null);
  const [showPlan, setShowPlan] = useState(false);
  const run = (kind: 'ban' | 'unban') =>
    action.mutate(kind === 'ban' ? { id: user.id, kind, body: {} } : { id: user.id, kind }, {
      onSettled: () => setConfirming(null),
    });
  const pending = action.isPending;

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-user">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900">{user.name}</p>
        {user.isAdmin && <Badge tone="brand">{t('admin.users.admin')}</Badge>}
        {user.banned && <Badge tone="red">{t('admin.users.banned')}</Badge>}
        {user.isWhitelisted && <Badge tone="green">{t('admin.users.whitelisted')}</Badge>}
        {!user.isActive && <Badge tone="slate">{t('admin.users.inactive')}</Badge>}
      </div>
      <p className="text-sm [overflow-wrap:anywhere] text-slate-600" data-testid="admin-user-email">
        {user.email}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-500">{t('admin.users.created')}</dt>
          <dd>{formatDate(user.createdAt, locale)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('admin.users.lastLogin')}</dt>
          <dd>{user.lastLogin ? formatDate(user.lastLogin, locale) : t('admin.users.never')}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('admin.users.notes')}</dt>
          <dd className="tabular-nums">{user.noteCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('admin.users.savedWords')}</dt>
          <dd className="tabular-nums">{user.savedWordCount}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {!user.isWhitelisted && (
          <Button
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => action.mutate({ id: user.id, kind: 'whitelist' })}
            data-testid="admin-whitelist"
          >
            <CheckCircle2 aria-hidden className="h-4 w-4" />
            {t('admin.users.whitelist')}
          </Button>
        )}
        {/* Suspending oneself is refused by the server too: nobody would be left to undo it. */}
        {!isSelf && (
          <Button
            size="sm"
            variant="outline"
            disabled={pending}
            onClick={() => setConfirming(user.banned ? 'unban' : 'ban')}
            data-testid={user.banned ? 'admin-unban' : 'admin-ban'}
          >
            {user.banned ? (
              <Undo2 aria-hidden className="h-4 w-4" />
            ) : (
              <Ban aria-hidden className="h-4 w-4 text-red-600" />
            )}
            {t(user.banned ? 'admin.users.unban' : 'admin.users.ban')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          aria-expanded={showPlan}
          onClick={() => setShowPlan((open) => !open)}
          data-testid="admin-plan"
        >
          <CreditCard aria-hidden className="h-4 w-4" />
          {t('admin.plan.toggle')}
        </Button>
        {isSelf && (
          <span className="inline-flex items-center gap-1 text-xs text-slate-500">
            <ShieldCheck aria-hidden className="h-4 w-4" />
            {t('admin.users.you')}
          </span>
        )}
      </div>
      {showPlan && <UserPlanPanel userId={user.id} />}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(confirming === 'unban' ? 'admin.users.unbanTitle' : 'admin.users.banTitle', { name: user.name })}
        text={t(confirming === 'unban' ? 'admin.users.unbanText' : 'admin.users.banText', { email: user.email })}
        confirmLabel={t(confirming === 'unban' ? 'admin.users.unban' : 'admin.users.ban')}
        cancelLabel={t('admin.users.cancel')}
        destructive={confirming === 'ban'}
        pending={pending}
        onConfirm={() => confirming && run(confirming)}
      />
    </li>
  );
}
