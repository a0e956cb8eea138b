import { Mountain, Sprout, TrendingUp } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS, type LanguageLevel } from '../../../common/languages.ts';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { learningLanguageOptions, nativeLanguageGroups } from '../../lib/language-options.ts';
import { useLocale } from '../../lib/locale.ts';

/** The language pickers shared by onboarding and the profile page. */

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  hint?: string;
};

const LEVEL_ICONS = { beginner: Sprout, intermediate: TrendingUp, advanced: Mountain } as const;

/** Why a learning-language choice cannot be saved, as an `app` translation key, or undefined when it can. */
export function learningLanguageProblem(native: string, learning: string): string | undefined {
  if (!learning) return 'languages.chooseLearning';
  if (learning === native) return 'languages.sameAsNative';
  return undefined;
}

const describedBy = (id: string, error?: string, hint?: string) => (error || hint ? `${id}-message` : undefined);

export function NativeLanguageSelect({ id, label, value, onChange, error, hint }: SelectFieldProps) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const groups = useMemo(() => nativeLanguageGroups(locale), [locale]);
  // A language saved before the list dropped codes without a name still shows as chosen.
  const listed = groups.common.some((o) => o.code === value) || groups.others.some((o) => o.code === value);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Select
        id={id}
        data-testid={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy(id, error, hint)}
      >
        {!listed && value && <option value={value}>{value}</option>}
        <optgroup label={t('languages.common')}>
          {groups.common.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('languages.others')}>
          {groups.others.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </optgroup>
      </Select>
    </Field>
  );
}

export function LearningLanguageSelect({ id, label, value, onChange, error, hint }: SelectFieldProps) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const options = useMemo(() => learningLanguageOptions(locale), [locale]);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Select
        id={id}
        data-testid={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        <option value="" disabled>
          {t('languages.choose')}
        </option>
        {options.map(({ code, name, supported }) => (
          <option key={code} value={code} disabled={!supported}>
            {supported ? name : t('languages.comingSoon', { name })}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function LevelChoices({
  value,
  onChange,
  testIdPrefix,
  error,
}: {
  value?: LanguageLevel;
  onChange: (level: LanguageLevel) => void;
  testIdPrefix: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const choices = LANGUAGE_LEVELS.map((level) => ({
    value: level,
    title: t(`levels.${level}.title`),
    description: t(`levels.${level}.description`),
    icon: LEVEL_ICONS[level],
  }));
  return (
    <div className="space-y-2">
      <ChoiceGroup
        legend={t('levels.legend')}
        name={testIdPrefix}
        choices={choices}
        value={value}
        onChange={onChange}
        testIdPrefix={testIdPrefix}
        invalid={!!error}
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
