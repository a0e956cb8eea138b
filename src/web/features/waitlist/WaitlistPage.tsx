import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { profileQuery, sessionQuery } from '../../lib/session.ts';
import { JoinWaitlistForm } from './JoinWaitlistForm.tsx';
import { WaitingPanel } from './WaitingPanel.tsx';
import { CardPage } from '../shell/CardPage.tsx';

/**
 * `/waitlist` (spec §2 "Waitlist page and sign-up form"): signed out, the form to join (`?ref=` credits
 * whoever shared the link); signed in and waiting, the person's place, link and referrals. An active
 * account has nothing to wait for and goes to the dashboard.
 */
export function WaitlistPage({ referralId }: { referralId?: string }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useQuery(sessionQuery);
  const profile = useQuery({ ...profileQuery, enabled: Boolean(session.data) });
  // Only a profile read for the current session counts (a signed-out visitor may have none or an old one).
  const active = Boolean(session.data && profile.data && !profile.data.waitlisted);
  useEffect(() => {
    if (active) void navigate({ to: '/{-$locale}/dashboard', params: { locale: localeParam(locale) }, replace: true });
  }, [active, navigate, locale]);

  let body: ReactNode;
  if (session.isPending || (session.data && !profile.data) || active) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner className="h-8 w-8" label={t('waitlist.loading')} />
      </div>
    );
  } else if (session.data) body = <WaitingPanel />;
  else body = <JoinWaitlistForm referralId={referralId} />;

  return <CardPage className="bg-slate-50">{body}</CardPage>;
}
