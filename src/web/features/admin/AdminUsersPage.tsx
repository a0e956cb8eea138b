import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { useProfile } from '../../lib/session.ts';
import { AdminGate } from './AdminGate.tsx';
import { adminUsersQuery } from './api.ts';
import { UserCard } from './UserCard.tsx';

/** `/admin/users`: every account newest first, searched by e-mail or name; ban, unban, whitelist. */
export function AdminUsersPage() {
  return (
    <AdminGate>
      <UsersList />
    </AdminGate>
  );
}

function UsersList() {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const me = useProfile();
  const [q, setQ] = useState('');
  const list = useInfiniteQuery(adminUsersQuery(q.trim()));
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <>
      <PageHeader title={t('admin.users.title')} description={t('admin.users.subtitle')} testId="admin-users-heading">
        <Link
          to="/{-$locale}/admin"
          params={{ locale: localeParam(locale) }}
          className={buttonVariants({ variant: 'ghost' })}
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {t('admin.title')}
        </Link>
      </PageHeader>
      <SearchBox onSearch={setQ} placeholder={t('admin.users.search')} className="mb-4" />
      {list.isPending ? (
        <Spinner label={t('admin.loading')} />
      ) : users.length === 0 ? (
        <EmptyState
          icon={Users}
          title={list.isError ? t('admin.loadFailed') : t('admin.users.none')}
          text={q ? t('admin.users.noneFor', { q }) : ''}
        />
      ) : (
        <>
          <ul className="space-y-3" data-testid="admin-users">
            {users.map((user) => (
              <UserCard key={user.id} user={user} isSelf={user.id === me.id} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage && <Spinner className="h-4 w-4" />}
                {t('admin.users.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
