import { useTranslation } from 'react-i18next';
import { WORD_STATUSES, type WordStatus } from '../../../common/learning.ts';
import { Select } from '../../components/ui/select.tsx';

/** Any status ('') or one of the word statuses. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: WordStatus | '';
  onChange: (status: WordStatus | '') => void;
}) {
  const { t } = useTranslation('words');
  return (
    <Select
      aria-label={t('filters.status')}
      value={value}
      onChange={(e) => onChange(e.target.value as WordStatus | '')}
      data-testid="status-filter"
    >
      <option value="">{t('filters.allStatuses')}</option>
      {WORD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`status.${status}`)}
        </option>
      ))}
    </Select>
  );
}
