import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

type ToggleChipProps = {
  icon: LucideIcon;
  label: string;
  pressed: boolean;
  onToggle: () => void;
  /** Why the toggle cannot be used; it stays focusable so the reason can be read and hovered. */
  unavailable?: string;
  testId?: string;
};

/** An on/off study setting shown as a pill (aria-pressed). */
export function ToggleChip({ icon: Icon, label, pressed, onToggle, unavailable, testId }: ToggleChipProps) {
  const hintId = useId();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-disabled={unavailable ? true : undefined}
      aria-describedby={unavailable ? hintId : undefined}
      title={unavailable}
      data-testid={testId}
      onClick={() => !unavailable && onToggle()}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1',
        pressed
          ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
        unavailable && 'cursor-not-allowed border-dashed bg-slate-50 text-slate-400 hover:bg-slate-50',
      )}
    >
      <Icon aria-hidden className="h-3.5 w-3.5" />
      {label}
      {unavailable && (
        <span id={hintId} className="sr-only">
          {unavailable}
        </span>
      )}
    </button>
  );
}
