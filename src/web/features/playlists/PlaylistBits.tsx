import { ListVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../common/languages.ts';
import type { PlaylistSummary } from '../../lib/api-types.ts';
import { useLocale } from '../../lib/locale.ts';
import { VideoThumbnail } from '../notes/VideoThumbnail.tsx';

/** A clip's thumbnail, or the notes' neutral tile when there is none or it cannot load. */
export function Thumbnail({ src, className = 'h-16 w-28' }: { src: string | null; className?: string }) {
  return <VideoThumbnail src={src} className={className} icon={ListVideo} />;
}

/** The playlist's level and language as small badges. */
export function PlaylistBadges({ playlist }: { playlist: Pick<PlaylistSummary, 'level' | 'language'> }) {
  const { t } = useTranslation('playlists');
  const locale = useLocale();
  return (
    <span className="flex flex-wrap gap-1.5 text-xs">
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
        {languageName(playlist.language, locale)}
      </span>
      {playlist.level && (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800" data-testid="playlist-level">
          {t(`levels.${playlist.level}`)}
        </span>
      )}
    </span>
  );
}

/** A message under a form or list when a change was refused. */
export function InlineError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
