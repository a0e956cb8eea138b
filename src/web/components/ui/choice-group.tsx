import { CheckCircle2, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export type Choice<T extends string> = { value: T; title: string; description?: string; icon?: LucideIcon };

type ChoiceGroupProps<T extends string> = {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** Each card gets data-testid `${testIdPrefix}-${value}`. */
  testIdPrefix: string;
  className?: string;
  invalid?: boolean;
};

/** Radio buttons dressed as cards: native radios keep arrow-key navigation and form semantics. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  testIdPrefix,
  className,
  invalid,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset aria-invalid={invalid || undefined}>
      <legend className="sr-only">{legend}</legend>
      <div className={cn('grid gap-3', className)}>
        {choices.map(({ value: choice, title, description, icon: Icon }) => (
          <label
            key={choice}
            data-testid={`${testIdPrefix}-${choice}`}
            className={cn(
              'relative flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition',
              'hover:border-brand-500/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2',
              value === choice
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : invalid
                  ? 'border-red-300'
                  : 'border-slate-200',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {Icon && (
              <span
                className={cn(
                  'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg',
                  value === choice ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
                )}
              >
                <Icon aria-hidden className="h-5 w-5" />
              </span>
            )}
            <span className="min-w-0 flex-1 pr-6">
              <span className="block font-medium text-slate-900">{title}</span>
              {description && <span className="mt-0.5 block text-sm text-slate-600">{description}</span>}
            </span>
            {value === choice && <CheckCircle2 aria-hidden className="absolute right-3 top-3 h-5 w-5 text-brand-600" />}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
