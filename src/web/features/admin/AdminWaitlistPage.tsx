import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CheckCircle2, ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showAlert } from '../../lib/alert.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { AdminGate } from './AdminGate.tsx';
import { useWhitelistBatch, type WaitlistFilter, waitlistCountsQuery, waitlistEntriesQuery } from './api.ts';
import { WaitlistRow } from './WaitlistRow.tsx';

/** `/admin/waitlist`: the queue with its counts, searched by address; whitelist one or several at once. */
export function AdminWaitlistPage() {
  return (
    <AdminGate>
      <Waitlist />
    </AdminGate>
  );
}

function Waitlist() {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<WaitlistFilter>('all');
  // Addresses, not ids: the batch call takes addresses, and a pick survives a new search.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const list = useInfiniteQuery(waitlistEntriesQuery(q.trim(), filter));
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const whitelist = useWhitelistBatch();

  const select = (emails: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const email of emails) on ? next.add(email) : next.delete(email);
      return next;
    });
  // A failure is toasted by the query client (lib/alert.ts); the selection stays for another try.
  const run = (emails: string[]) =>
    whitelist.mutate(emails, {
      onSuccess: ({ entries: done }) => {
        select(emails, false);
        showAlert(t('admin.waitlist.done', { count: done.length }), 'success');
      },
    });
  const waitingShown = entries.filter((e) => e.status === 'waiting').map((e) => e.email);
  const allShownPicked = waitingShown.length > 0 && waitingShown.every((email) => selected.has(email));
  const someShownPicked = waitingShown.some((email) => selected.has(email));

  return (
    <>
      <PageHeader
        title={t('admin.waitlist.title')}
        description={t('admin.waitlist.subtitle')}
        testId="admin-waitlist-heading"
      >
        <Link
          to="/{-$locale}/admin"
          params={{ locale: localeParam(locale) }}
          className={buttonVariants({ variant: 'ghost' })}
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {t('admin.title')}
        </Link>
      </PageHeader>
      <Counts />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <SearchBox onSearch={setQ} placeholder={t('admin.waitlist.search')} className="flex-1" />
        <Select
          value={filter}
          onChange={(e) => setFilter(e.target.value as WaitlistFilter)}
          aria-label={t('admin.waitlist.filter')}
          className="h-11 sm:w-48"
          data-testid="waitlist-filter"
        >
          <option value="all">{t('admin.waitlist.all')}</option>
          <option value="waiting">{t('admin.waitlist.waiting')}</option>
          <option value="whitelisted">{t('admin.waitlist.whitelisted')}</option>
        </Select>
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox
            checked={allShownPicked}
            indeterminate={someShownPicked && !allShownPicked}
            disabled={waitingShown.length === 0}
            onChange={(e) => select(waitingShown, e.target.checked)}
            data-testid="waitlist-select-all"
          />
          {t('admin.waitlist.selectAll')}
        </label>
        {/* Wraps rather than overflow at 390 px: some languages' label is long (fr, es). */}
        <Button
          className="h-auto min-h-10 whitespace-normal"
          disabled={selected.size === 0 || whitelist.isPending}
          onClick={() => run([...selected])}
          data-testid="waitlist-whitelist-selected"
        >
          {whitelist.isPending ? <Spinner className="h-4 w-4" /> : <CheckCircle2 aria-hidden className="h-4 w-4" />}
          {t('admin.waitlist.whitelistSelected', { count: selected.size })}
        </Button>
      </div>
      {list.isPending ? (
        <Spinner label={t('admin.loading')} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={ListOrdered}
          title={list.isError ? t('admin.loadFailed') : t('admin.waitlist.none')}
          text={q ? t('admin.waitlist.noneFor', { q }) : ''}
        />
      ) : (
        <>
          <ul className="space-y-3" data-testid="waitlist-entries">
            {entries.map((entry) => (
              <WaitlistRow
                key={entry.id}
                entry={entry}
                selected={selected.has(entry.email)}
                onSelect={(on) => select([entry.email], on)}
                onWhitelist={() => run([entry.email])}
                pending={whitelist.isPending}
              />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
                data-testid="waitlist-more"
              >
                {list.isFetchingNextPage && <Spinner className="h-4 w-4" />}
                {t('admin.waitlist.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}

/** Total, waiting and whitelisted, over the whole list (not the search). */
function Counts() {
  const { t } = useTranslation('app');
  const counts = useQuery(waitlistCountsQuery).data;
  const cells = [
    ['total', t('admin.waitlist.total'), counts?.total],
    ['waiting', t('admin.waitlist.waiting'), counts?.waiting],
    ['whitelisted', t('admin.waitlist.whitelisted'), counts?.whitelisted],
  ] as const;
  return (
    <dl className="mb-6 grid grid-cols-3 gap-3">
      {cells.map(([key, label, value]) => (
        <div key={key} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <dt className="truncate text-xs text-slate-500 sm:text-sm">{label}</dt>
          <dd
            className="text-xl font-bold tabular-nums text-slate-900 sm:text-2xl"
            data-testid={`waitlist-count-${key}`}
          >
            {value ?? '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
