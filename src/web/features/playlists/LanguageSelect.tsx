import { LEARNING_LANGUAGES, languageName } from '../../../common/languages.ts';
import { Select } from '../../components/ui/select.tsx';
import { useLocale } from '../../lib/locale.ts';

/** One of the learning languages, named in the UI's language. */
export function LanguageSelect({
  id,
  value,
  onChange,
  testId,
}: {
  id: string;
  value: string;
  onChange: (language: string) => void;
  testId: string;
}) {
  const locale = useLocale();
  return (
    <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
      {LEARNING_LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {languageName(code, locale)}
        </option>
      ))}
    </Select>
  );
}
