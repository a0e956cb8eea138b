import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

type FieldProps = { id: string; label: string; hint?: string; error?: string; children: ReactNode };

/**
 * A label, its control, and a hint or an error below. The control should point at `${id}-message`
 * with aria-describedby so both are read out.
 */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const message = error ?? hint;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {message && (
        <p id={`${id}-message`} className={error ? 'text-sm text-red-600' : 'text-sm text-slate-500'}>
          {message}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled text input wired to its hint or error for screen readers. */
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        {...input}
      />
    </Field>
  );
}
