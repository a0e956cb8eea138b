import { CheckCircle2, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl } from '../../../../common/youtube-link.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { VideoThumbnail } from '../VideoThumbnail.tsx';
import type { LinkCheck } from './link-check.ts';

type VideoLinkFieldProps = {
  value: string;
  onChange: (value: string) => void;
  check: LinkCheck;
  showProblem: boolean;
  disabled?: boolean;
};

/** The link box: checked as the learner types, with the video's thumbnail once it names one. */
export function VideoLinkField({ value, onChange, check, showProblem, disabled }: VideoLinkFieldProps) {
  const { t } = useTranslation('notes');
  const id = 'note-url';
  const problem =
    check.state === 'invalid' || (showProblem && check.state === 'empty')
      ? t(check.state === 'empty' ? 'create.link.required' : 'create.link.invalid')
      : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id} className="text-base font-semibold text-slate-900">
        {t('create.link.label')}
      </Label>
      <div className="relative">
        <Link2
          aria-hidden
          className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('create.link.placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-message`}
          data-testid="note-url-input"
          className="h-14 pl-11 text-base sm:text-base"
        />
      </div>
      <div id={`${id}-message`} aria-live="polite">
        {problem ? (
          <p className="text-sm text-red-600" data-testid="note-url-problem">
            {problem}
          </p>
        ) : check.state === 'valid' ? (
          <VideoPreview videoId={check.videoId} />
        ) : (
          <p className="text-sm text-slate-500">{t('create.link.hint')}</p>
        )}
      </div>
    </div>
  );
}

function VideoPreview({ videoId }: { videoId: string }) {
  const { t } = useTranslation('notes');
  return (
    <div
      className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50/60 p-2 pr-4"
      data-testid="note-url-preview"
    >
      <VideoThumbnail src={thumbnailUrl(videoId)} className="h-16 w-28 sm:h-20 sm:w-36" />
      <div className="min-w-0">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
          <CheckCircle2 aria-hidden className="h-4 w-4" />
          {t('create.link.valid')}
        </p>
        <p className="mt-0.5 truncate font-mono text-xs text-slate-600">{t('create.link.videoId', { id: videoId })}</p>
      </div>
    </div>
  );
}
