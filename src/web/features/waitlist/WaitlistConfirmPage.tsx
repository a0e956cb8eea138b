import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleAlert, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { confirmWaitlistQuery } from './waitlist-api.ts';
import { CardPage } from '../shell/CardPage.tsx';

/**
 * `/waitlist/confirm?token=` (ADR 23): the mailed link lands here; the page confirms the address and
 * shows its place. A used link (409) says the address is confirmed; a bad one says so and leads back.
 */
export function WaitlistConfirmPage({ token }: { token?: string }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  // A query, not a mutation: one request per token even when React mounts the page twice.
  const confirm = useQuery({ ...confirmWaitlistQuery(token ?? ''), enabled: Boolean(token) });
  const params = { locale: localeParam(locale) };
  const linkClass = 'font-semibold text-brand-600 hover:underline';

  if (token && confirm.isPending) {
    return (
      <CardPage className="bg-slate-50">
        <div className="flex justify-center py-12">
          <Spinner className="h-8 w-8" label={t('waitlist.confirm.loading')} />
        </div>
      </CardPage>
    );
  }
  if (confirm.data) {
    const whitelisted = confirm.data.status === 'whitelisted';
    return (
      <CardPage className="bg-slate-50">
        <div role="status" data-testid="waitlist-confirmed" className="space-y-3 text-center">
          <MailCheck aria-hidden className="mx-auto h-10 w-10 text-brand-600" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('waitlist.confirm.title')}</h1>
          {confirm.data.position !== null && (
            <p className="text-4xl font-bold text-brand-700" data-testid="waitlist-position">
              {t('waitlist.position', { position: confirm.data.position })}
            </p>
          )}
          <p className="text-slate-600">{t(whitelisted ? 'waitlist.join.whitelisted' : 'waitlist.notify')}</p>
          <p className="text-sm">
            <Link to="/{-$locale}/sign-up" params={params} className={linkClass} data-testid="waitlist-to-sign-up">
              {t('waitlist.join.signUp')}
            </Link>
          </p>
        </div>
      </CardPage>
    );
  }
  // Used already (409) is good news told plainly; anything else is a link that does not work.
  const used = confirm.error instanceof ApiError && confirm.error.status === 409;
  const message = token ? errorMessage(confirm.error, t) : t('errors:waitlist_link_invalid');
  return (
    <CardPage className="bg-slate-50">
      <div role="alert" data-testid="waitlist-confirm-failed" className="space-y-3 text-center">
        {used ? (
          <MailCheck aria-hidden className="mx-auto h-10 w-10 text-brand-600" />
        ) : (
          <CircleAlert aria-hidden className="mx-auto h-10 w-10 text-amber-600" />
        )}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {t(used ? 'waitlist.confirm.usedTitle' : 'waitlist.confirm.invalidTitle')}
        </h1>
        <p className="text-slate-600" data-testid="waitlist-confirm-message">
          {message}
        </p>
        <p className="text-sm">
          <Link to="/{-$locale}/waitlist" params={params} className={linkClass}>
            {t('waitlist.confirm.back')}
          </Link>
        </p>
      </div>
    </CardPage>
  );
}
