import { Link } from '@tanstack/react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { formatDate } from '../../../common/format.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { useCapture, useOnOpen } from './api.ts';
import { useBillingTranslation } from './strings.ts';

/**
 * Spec §2 checkout confirmation: the provider sends the buyer back here with signed parameters; the page
 * hands them to the server as they came, which checks them and the checkout before granting the plan.
 */
export function CheckoutConfirmationPage() {
  const { t } = useBillingTranslation();
  const locale = useLocale();
  const capture = useCapture();
  useOnOpen(() => capture.mutate(window.location.search));
  const params = { locale: localeParam(locale) };

  if (capture.isSuccess) {
    const plan = capture.data;
    return (
      <EmptyState
        icon={CircleCheck}
        titleAs="h1"
        title={t('confirmation.title')}
        text={t('confirmation.text', {
          plan: t(`plans.${plan.planId}`),
          until: formatDate(plan.periodEnd, locale),
        })}
        data-testid="checkout-success"
        action={
          <Link
            to="/{-$locale}/dashboard"
            params={params}
            className={buttonVariants()}
            data-testid="checkout-dashboard"
          >
            {t('confirmation.dashboard')}
          </Link>
        }
      />
    );
  }
  if (capture.isError) {
    return (
      <EmptyState
        icon={CircleAlert}
        titleAs="h1"
        title={t('confirmation.failedTitle')}
        text={errorMessage(capture.error, t)}
        data-testid="checkout-not-confirmed"
        action={
          <Link to="/{-$locale}/billing" params={params} className={buttonVariants({ variant: 'outline' })}>
            {t('confirmation.toBilling')}
          </Link>
        }
      />
    );
  }
  return <Spinner label={t('confirmation.checking')} />;
}
