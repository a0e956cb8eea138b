import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Hourglass, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocale } from '../../lib/locale.ts';
import { useSignOut } from '../shell/use-sign-out.ts';
import { myWaitlistQuery, referralLink } from './waitlist-api.ts';

/** A signed-in account still waiting (spec §5): its place, the link to share, who joined through it. */
export function WaitingPanel() {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const signOut = useSignOut();
  const mine = useQuery(myWaitlistQuery);
  const [copied, setCopied] = useState(false);

  if (!mine.data) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="h-8 w-8" label={t('waitlist.loading')} />
      </div>
    );
  }
  const link = referralLink(window.location.origin, locale, mine.data.referralId);
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  return (
    <div className="space-y-6" data-testid="waiting-panel">
      <div className="space-y-2 text-center">
        <Hourglass aria-hidden className="mx-auto h-10 w-10 text-brand-600" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('waitlist.waiting.title')}</h1>
        {mine.data.position !== null && (
          <p className="text-4xl font-bold text-brand-700" data-testid="waitlist-position">
            {t('waitlist.position', { position: mine.data.position })}
          </p>
        )}
        <p className="text-slate-600">{t('waitlist.notify')}</p>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-semibold text-slate-900">{t('waitlist.waiting.shareTitle')}</p>
        <p className="text-sm text-slate-600">{t('waitlist.waiting.share')}</p>
        <div className="flex gap-2">
          <input
            readOnly
            value={link}
            aria-label={t('waitlist.waiting.linkLabel')}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 text-sm text-slate-700"
            data-testid="referral-link"
          />
          <Button type="button" variant="outline" onClick={() => void copy()} data-testid="copy-referral-link">
            {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
            {t(copied ? 'waitlist.waiting.copied' : 'waitlist.waiting.copy')}
          </Button>
        </div>
        <p className="text-sm text-slate-700" data-testid="referral-count">
          {t('waitlist.waiting.referrals', { count: mine.data.referralCount })}
        </p>
      </div>
      <Button type="button" variant="ghost" className="w-full" onClick={() => void signOut()} data-testid="sign-out">
        <LogOut aria-hidden className="h-4 w-4" />
        {t('shell.signOut')}
      </Button>
    </div>
  );
}
