import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PartyPopper } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { AuthError, EmailField, SubmitButton } from '../auth/AuthFormParts.tsx';
import { validateEmailOnly } from '../auth/validation.ts';
import { joinWaitlist } from './waitlist-api.ts';

/** The public sign-up form of the waitlist; the answer is the person's place in the queue. */
export function JoinWaitlistForm({ referralId }: { referralId?: string }) {
  const { t } = useTranslation('app');
  const { t: tAuth } = useTranslation('auth');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const join = useMutation({ mutationFn: joinWaitlist, meta: { silent: true } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmailOnly({ email }).email;
    setFieldError(problem && tAuth(problem));
    if (!problem) join.mutate({ email: email.trim(), fromReferralId: referralId ?? null, language: locale });
  };

  const signUp = (
    <Link
      to="/{-$locale}/sign-up"
      params={{ locale: localeParam(locale) }}
      className="font-semibold text-brand-600 hover:underline"
      data-testid="waitlist-to-sign-up"
    >
      {t('waitlist.join.signUp')}
    </Link>
  );

  if (join.data) {
    // Already whitelisted (an admin let the address in): nothing to wait for, only an account to make.
    const whitelisted = join.data.status === 'whitelisted';
    return (
      <div role="status" data-testid="waitlist-joined" className="space-y-3 text-center">
        <PartyPopper aria-hidden className="mx-auto h-10 w-10 text-brand-600" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {t(whitelisted ? 'waitlist.join.whitelistedTitle' : 'waitlist.join.joinedTitle')}
        </h1>
        {join.data.position !== null && (
          <p className="text-4xl font-bold text-brand-700" data-testid="waitlist-position">
            {t('waitlist.position', { position: join.data.position })}
          </p>
        )}
        <p className="text-slate-600">{t(whitelisted ? 'waitlist.join.whitelisted' : 'waitlist.notify')}</p>
        {!whitelisted && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800" data-testid="waitlist-check-mail">
            {t('waitlist.join.checkMail')}
          </p>
        )}
        {!whitelisted && <p className="text-sm text-slate-600">{t('waitlist.join.next')}</p>}
        <p className="text-sm">{signUp}</p>
      </div>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('waitlist.join.title')}</h1>
      <p className="mt-1.5 text-slate-600">{t('waitlist.join.subtitle')}</p>
      {referralId && <p className="mt-3 text-sm text-brand-700">{t('waitlist.join.invited')}</p>}
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <AuthError message={join.error ? errorMessage(join.error, t) : undefined} />
        <EmailField testId="waitlist-email" value={email} onChange={setEmail} error={fieldError} />
        <SubmitButton submitting={join.isPending} testId="waitlist-submit">
          {t(join.isPending ? 'waitlist.join.submitting' : 'waitlist.join.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
