import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { REFUND_REASONS, type RefundReason } from '../../../common/refunds.ts';
import type { PaidPlan } from '../../lib/api-types.ts';
import { formatDate } from '../../../common/format.ts';
import { useLocale } from '../../lib/locale.ts';
import { useRefund } from './api.ts';
import { useBillingTranslation } from './strings.ts';

/** Spec §3 refund request (refundReasons, otherReason): one or more reasons, and words of one's own for "other". */
export function RefundDialog({
  plan,
  open,
  onOpenChange,
}: {
  plan: PaidPlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useBillingTranslation();
  const locale = useLocale();
  const refund = useRefund();
  const [reasons, setReasons] = useState<RefundReason[]>([]);
  const [other, setOther] = useState('');
  const toggle = (reason: RefundReason) =>
    setReasons((chosen) => (chosen.includes(reason) ? chosen.filter((r) => r !== reason) : [...chosen, reason]));
  const submit = () =>
    refund.mutate(
      {
        id: plan.id,
        body: {
          refundReasons: reasons,
          otherReason: reasons.includes('other') ? other.trim() || undefined : undefined,
        },
      },
      { onSuccess: () => onOpenChange(false) },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !refund.isPending && onOpenChange(next)}
      title={t('refund.title')}
      description={t('refund.text', { until: plan.refundableUntil ? formatDate(plan.refundableUntil, locale) : '' })}
      closeLabel={t('refund.close')}
      data-testid="refund-dialog"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={refund.isPending}>
            {t('refund.keep')}
          </Button>
          <Button
            variant="destructive"
            onClick={submit}
            disabled={!reasons.length || refund.isPending}
            data-testid="refund-submit"
          >
            {t('refund.submit')}
          </Button>
        </>
      }
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">{t('refund.why')}</legend>
        {REFUND_REASONS.map((reason) => (
          <label key={reason} className="flex items-center gap-3 text-sm text-slate-700">
            <Checkbox
              checked={reasons.includes(reason)}
              onChange={() => toggle(reason)}
              data-testid={`refund-reason-${reason}`}
            />
            {t(`refund.reasons.${reason}`)}
          </label>
        ))}
        {reasons.includes('other') && (
          <textarea
            value={other}
            onChange={(event) => setOther(event.target.value)}
            maxLength={1000}
            rows={3}
            aria-label={t('refund.otherLabel')}
            placeholder={t('refund.otherLabel')}
            className="w-full rounded-lg border border-slate-300 p-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          />
        )}
      </fieldset>
    </Dialog>
  );
}
