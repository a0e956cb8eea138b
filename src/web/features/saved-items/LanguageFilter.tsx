import { useTranslation } from 'react-i18next';
import { Select } from '../../components/ui/select.tsx';
import { displayLanguage } from '../../lib/language-options.ts';

type LanguageFilterProps = {
  value: string;
  onChange: (language: string) => void;
  languages: readonly string[];
  /** With an id the select is named by a <label> of the caller; without one it names itself. */
  id?: string;
  /** One language must be chosen: no "all languages" entry. */
  required?: boolean;
};

/** Any language ('') or one of the learner's. */
export function LanguageFilter({ value, onChange, languages, id, required = false }: LanguageFilterProps) {
  const { t, i18n } = useTranslation('words');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const codes = value && !languages.includes(value) ? [value, ...languages] : languages;
  return (
    <Select
      id={id}
      aria-label={id ? undefined : t('filters.language')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={required}
      data-testid={id ? undefined : 'language-filter'}
    >
      {!required && <option value="">{t('filters.allLanguages')}</option>}
      {codes.map((code) => (
        <option key={code} value={code}>
          {displayLanguage(code, locale)}
        </option>
      ))}
    </Select>
  );
}
