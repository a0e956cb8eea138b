import { Link } from '@tanstack/react-router';
import { CreditCard } from 'lucide-react';
import type { BillingCycle, PlanId } from '../../../common/plans.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { useCheckout, useOnOpen } from './api.ts';
import { useBillingTranslation } from './strings.ts';

/**
 * `/checkout?planId&billingCycle`: where the pricing page's plan buttons lead (they are plain links on the
 * prerendered page, so a signed-out buyer signs in first and comes back here). It opens the hosted checkout
 * and the browser leaves for it; a server without payments says so here.
 */
export function CheckoutStartPage({ planId, billingCycle }: { planId: PlanId; billingCycle: BillingCycle }) {
  const { t } = useBillingTranslation();
  const locale = useLocale();
  const checkout = useCheckout();
  useOnOpen(() => checkout.mutate({ planId, billingCycle }));

  if (checkout.isError) {
    return (
      <EmptyState
        icon={CreditCard}
        title={t('checkout.failedTitle')}
        text={errorMessage(checkout.error, t)}
        data-testid="checkout-failed"
        action={
          <Link
            to="/{-$locale}/pricing"
            params={{ locale: localeParam(locale) }}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('checkout.backToPricing')}
          </Link>
        }
      />
    );
  }
  return <Spinner label={t('checkout.redirecting')} />;
}
