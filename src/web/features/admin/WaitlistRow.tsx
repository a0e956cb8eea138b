import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import type { WaitlistEntry } from '../../lib/api-types.ts';
import { useLocale } from '../../lib/locale.ts';
import { Badge } from './Badge.tsx';

type WaitlistRowProps = {
  entry: WaitlistEntry;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onWhitelist: () => void;
  pending: boolean;
};

/** One address on the admin waitlist page: where it stands, and (while waiting) the ways to let it in. */
export function WaitlistRow({ entry, selected, onSelect, onWhitelist, pending }: WaitlistRowProps) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const waiting = entry.status === 'waiting';
  return (
    <li
      className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="waitlist-entry"
      data-status={entry.status}
    >
      {/* Only waiting rows can be picked: whitelisting again would change and send nothing. */}
      <div className="w-5 shrink-0 pt-0.5">
        {waiting && (
          <Checkbox
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t('admin.waitlist.select', { email: entry.email })}
            data-testid="waitlist-select"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900" data-testid="waitlist-email">
            {entry.email}
          </p>
          <Badge tone={waiting ? 'amber' : 'green'}>
            {t(waiting ? 'admin.waitlist.waiting' : 'admin.waitlist.whitelisted')}
          </Badge>
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-slate-500">{t('admin.waitlist.position')}</dt>
            <dd className="tabular-nums" data-testid="waitlist-position">
              {entry.position === null ? '—' : t('waitlist.position', { position: entry.position })}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('admin.waitlist.confirmed')}</dt>
            <dd>{t(entry.confirmed ? 'admin.waitlist.yes' : 'admin.waitlist.no')}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('admin.waitlist.referrals')}</dt>
            <dd className="tabular-nums">{entry.referralCount}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('admin.waitlist.joined')}</dt>
            <dd>{formatDate(entry.joinedAt, locale)}</dd>
          </div>
        </dl>
        {waiting && (
          <Button
            size="sm"
            variant="outline"
            className="mt-3"
            disabled={pending}
            onClick={onWhitelist}
            data-testid="waitlist-whitelist"
          >
            <CheckCircle2 aria-hidden className="h-4 w-4" />
            {t('admin.waitlist.whitelist')}
          </Button>
        )}
      </div>
    </li>
  );
}
