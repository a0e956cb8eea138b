import { Clock3, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../common/format.ts';
import { displayLanguage } from '../../lib/language-options.ts';
import { useLocale } from '../../lib/locale.ts';
import type { NoteSummary } from '../../lib/api-types.ts';

const TYPE_TONE: Record<NoteSummary['type'], string> = {
  one_minute_clip: 'bg-brand-50 text-brand-700',
  full_script: 'bg-emerald-50 text-emerald-700',
  subtitle_import: 'bg-amber-50 text-amber-800',
};

/** A note's kind, language and length as small badges; shared by the library cards and the note view. */
export function NoteBadges({ note }: { note: NoteSummary }) {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs font-medium">
      <span className={`rounded-full px-2 py-0.5 ${TYPE_TONE[note.type]}`} data-testid="note-type-badge">
        {t(`type.${note.type}`)}
      </span>
      <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
        <Languages aria-hidden className="h-3 w-3" />
        {displayLanguage(note.language, locale)}
      </span>
      <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 tabular-nums text-slate-700">
        <Clock3 aria-hidden className="h-3 w-3" />
        <span className="sr-only">{t('duration')}</span>
        {formatDuration(Math.max(0, note.endAt - note.startAt))}
      </span>
    </div>
  );
}
