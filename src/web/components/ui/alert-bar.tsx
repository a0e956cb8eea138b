import { AlertTriangle, CheckCircle2, Info, X, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOADING_MESSAGE, dismissAlert, useAlert, type AlertType } from '../../lib/alert.ts';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

const LOOK: Record<AlertType, { icon: LucideIcon; className: string }> = {
  info: { icon: Info, className: 'border-sky-200 bg-sky-50 text-sky-900' },
  success: { icon: CheckCircle2, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  warning: { icon: AlertTriangle, className: 'border-amber-200 bg-amber-50 text-amber-900' },
  error: { icon: XCircle, className: 'border-red-200 bg-red-50 text-red-900' },
};

/** The top-centre bar fed by lib/alert.ts. It stays mounted when closed so it can slide away with its last message. */
export function AlertBar() {
  const { t } = useTranslation();
  const { open, type, message, loading } = useAlert();
  const { icon: Icon, className } = LOOK[type];
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      aria-hidden={!open}
      inert={!open}
      data-testid="alert-bar"
      data-state={open ? 'open' : 'closed'}
      data-type={type}
      className={cn(
        'fixed inset-x-0 top-3 z-[60] mx-auto flex w-[calc(100%-1.5rem)] max-w-lg items-start gap-3 rounded-xl border px-4 py-3 shadow-lg transition duration-200',
        open ? 'translate-y-0 opacity-100' : 'pointer-events-none -translate-y-4 opacity-0',
        className,
      )}
    >
      {loading ? (
        <Spinner className="mt-0.5 h-5 w-5 shrink-0 text-current" />
      ) : (
        <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      )}
      <p className="min-w-0 flex-1 text-sm font-medium leading-6">
        {loading && message === DEFAULT_LOADING_MESSAGE ? t('loading') : message}
      </p>
      {!loading && (
        <button
          type="button"
          onClick={dismissAlert}
          aria-label={t('close')}
          className="-mr-1 flex h-6 w-6 shrink-0 items-center justify-center rounded-md opacity-70 hover:bg-black/5 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
