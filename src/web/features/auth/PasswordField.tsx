import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PASSWORD_MIN_LENGTH } from './validation.ts';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A password input with a show/hide toggle, so people typing on phones can check what they typed. */
export function PasswordField({ id, label, hint, error, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-message` : undefined}
          className="pr-11"
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'hidePassword' : 'showPassword')}
          aria-pressed={visible}
          className="absolute right-1.5 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Icon aria-hidden className="h-4 w-4" />
        </button>
      </div>
    </Field>
  );
}

/** A password being chosen (sign-up, reset): the browser may suggest one, and the rule is shown under it. */
export function NewPasswordField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      id={id}
      name="password"
      autoComplete="new-password"
      label={label}
      hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      data-testid={id}
    />
  );
}
