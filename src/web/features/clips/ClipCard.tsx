import { Bot, Clapperboard, Gauge, Sparkles } from 'lucide-react';
import { formatDuration } from '../../../common/format.ts';
import { thumbnailUrl } from '../../../common/youtube-link.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { SuggestedClip } from '../../lib/api-types.ts';
import { useLocale } from '../../lib/locale.ts';
import { VideoThumbnail } from '../notes/VideoThumbnail.tsx';
import { useClipsTranslation } from './strings.ts';

type ClipCardProps = {
  ytId: string;
  clip: SuggestedClip;
  /** Makes the one-minute note from the clip's start; disabled while a note is being made. */
  onMakeNote: () => void;
  making: boolean;
  busy: boolean;
};

/** One suggested minute: where it is, what it says, how it measures for the learner and why it is suggested. */
export function ClipCard({ ytId, clip, onMakeNote, making, busy }: ClipCardProps) {
  const { t } = useClipsTranslation();
  const locale = useLocale();
  const number = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 1 });
  const measures = [
    { key: 'known', text: t('clip.known', { percent: clip.knownPercent }) },
    { key: 'new', text: t('clip.newWords', { count: number(clip.newWordsPerMinute) }) },
    { key: 'speed', text: t('clip.speed', { rate: number(clip.wordsPerSecond) }) },
  ];
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row"
      data-testid="clip-card"
    >
      <div className="relative shrink-0 self-start">
        <VideoThumbnail src={thumbnailUrl(ytId)} className="h-24 w-40 sm:h-28 sm:w-48" icon={Clapperboard} />
        <span className="absolute left-2 top-2 rounded-md bg-slate-900/85 px-1.5 py-0.5 text-xs font-bold text-white">
          {t('clip.rank', { rank: clip.rank })}
        </span>
        <span
          className="absolute bottom-2 right-2 rounded-md bg-slate-900/85 px-1.5 py-0.5 font-mono text-xs text-white"
          data-testid="clip-time"
        >
          {formatDuration(clip.start)}–{formatDuration(clip.end)}
        </span>
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <p className="line-clamp-3 text-sm text-slate-800 [overflow-wrap:anywhere]" data-testid="clip-preview">
          “{clip.preview}”
        </p>
        <ul className="flex flex-wrap gap-2" aria-label={t('clip.measures')}>
          {measures.map((m) => (
            <li
              key={m.key}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
              data-testid={`clip-measure-${m.key}`}
            >
              {m.text}
            </li>
          ))}
          <li className="flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
            <Gauge aria-hidden className="h-3.5 w-3.5" />
            {t('clip.score', { score: clip.score })}
          </li>
        </ul>
        {clip.grammarPoints.length > 0 && (
          <p className="text-xs text-slate-600">
            <span className="font-semibold">{t('clip.grammar')}</span> {clip.grammarPoints.join(' · ')}
          </p>
        )}
        <p
          className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 [overflow-wrap:anywhere]"
          data-testid="clip-reason"
        >
          {clip.reasonBy === 'model' ? (
            <Bot aria-label={t('clip.byModel')} className="mt-0.5 h-4 w-4 shrink-0" />
          ) : (
            <Sparkles aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          )}
          <span>{clip.reason}</span>
        </p>
        <Button onClick={onMakeNote} disabled={busy} className="w-full sm:w-auto" data-testid="clip-make-note">
          {making && <Spinner className="h-4 w-4 text-white" />}
          {making ? t('clip.making') : t('clip.make')}
        </Button>
      </div>
    </li>
  );
}
