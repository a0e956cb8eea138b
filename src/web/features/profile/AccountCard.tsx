import { CalendarDays, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { useLocale } from '../../lib/locale.ts';
import type { Profile } from '../../lib/api-types.ts';

export function AccountCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const rows = [
    { key: 'email', icon: Mail, label: t('profile.email'), value: profile.email },
    {
      key: 'member-since',
      icon: CalendarDays,
      label: t('profile.memberSince'),
      value: formatDate(profile.createdAt, locale),
    },
  ];
  return (
    // min-w-0: a grid item is otherwise at least as wide as its longest unbreakable line.
    <Card className="min-w-0 self-start">
      <CardContent className="flex flex-col items-center text-center">
        <Avatar name={profile.name} className="h-16 w-16 text-xl" />
        <h2 className="mt-3 max-w-full text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
          {profile.name}
        </h2>
      </CardContent>
      <dl className="divide-y divide-slate-100 border-t border-slate-100">
        {rows.map(({ key, icon: Icon, label, value }) => (
          <div key={key} className="flex items-start gap-3 px-5 py-4 sm:px-6">
            <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
            <div className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-900" data-testid={`profile-${key}`}>
                {value}
              </dd>
            </div>
          </div>
        ))}
      </dl>
    </Card>
  );
}
