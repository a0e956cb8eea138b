import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListOrdered, ListVideo, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { AdminOverview } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { RefundRequestsCard } from '../billing/RefundRequestsCard.tsx';
import { AdminGate } from './AdminGate.tsx';
import { overviewQuery } from './api.ts';
import { DayBars } from './DayBars.tsx';

const sum = (days: { count: number }[]) => days.reduce((total, d) => total + d.count, 0);

/** `/admin`: sign-ups and notes per day over 30 days, jobs that failed this week, and the way to the users. */
export function AdminOverviewPage() {
  return (
    <AdminGate>
      <Overview />
    </AdminGate>
  );
}

function Overview() {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const overview = useQuery(overviewQuery);
  const data = overview.data;
  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.subtitle')} testId="admin-heading">
        <div className="flex flex-wrap gap-2">
          <Link
            to="/{-$locale}/admin/users"
            params={{ locale: localeParam(locale) }}
            className={buttonVariants({ variant: 'outline' })}
            data-testid="admin-users-link"
          >
            <Users aria-hidden className="h-4 w-4" />
            {t('admin.users.title')}
          </Link>
          <Link
            to="/{-$locale}/admin/waitlist"
            params={{ locale: localeParam(locale) }}
            className={buttonVariants({ variant: 'outline' })}
            data-testid="admin-waitlist-link"
          >
            <ListOrdered aria-hidden className="h-4 w-4" />
            {t('admin.waitlist.title')}
          </Link>
          <Link
            to="/{-$locale}/admin/playlists"
            params={{ locale: localeParam(locale) }}
            className={buttonVariants({ variant: 'outline' })}
            data-testid="admin-playlists-link"
          >
            <ListVideo aria-hidden className="h-4 w-4" />
            {t('playlists:admin.link')}
          </Link>
        </div>
      </PageHeader>
      {!data ? (
        overview.isPending ? (
          <Spinner label={t('admin.loading')} />
        ) : (
          <p className="text-slate-600">{t('admin.loadFailed')}</p>
        )
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <MonthCard title={t('admin.signUps')} days={data.signUps} testId="admin-signups" />
          <MonthCard title={t('admin.notes')} days={data.notes} testId="admin-notes" />
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>{t('admin.failedJobs')}</CardTitle>
              <CardDescription data-testid="admin-failed-total">
                {t('admin.last7Days', { count: data.failedJobs.total })}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <DayBars days={data.failedJobs.days} label={t('admin.failedJobs')} testId="admin-failed" />
              {data.failedJobs.byQueue.length > 0 && (
                <ul className="divide-y divide-slate-100 text-sm">
                  {data.failedJobs.byQueue.map(({ name, count }) => (
                    <li key={name} className="flex justify-between gap-4 py-1.5">
                      <code className="min-w-0 [overflow-wrap:anywhere] text-slate-700">{name}</code>
                      <span className="font-medium tabular-nums">{count}</span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <RefundRequestsCard />
        </div>
      )}
    </>
  );
}

/** A count per day over the last 30 days, with their total. */
function MonthCard({ title, days, testId }: { title: string; days: AdminOverview['signUps']; testId: string }) {
  const { t } = useTranslation('app');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{t('admin.last30Days', { count: sum(days) })}</CardDescription>
      </CardHeader>
      <CardContent>
        <DayBars days={days} label={title} testId={testId} />
      </CardContent>
    </Card>
  );
}
