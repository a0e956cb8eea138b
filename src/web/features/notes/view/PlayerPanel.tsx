import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PlayerHandle } from '../player/usePlayer.ts';
import { ClockFace } from './ClockFace.tsx';

/**
 * The video, or the timeline clock standing in for it. YouTube's iframe is put into the host element by
 * its API, so React renders that element empty and never touches what is inside.
 */
export function PlayerPanel({ player, hasVideo }: { player: PlayerHandle; hasVideo: boolean }) {
  const { t } = useTranslation('notes');
  // The clock's face is drawn before its driver is made (controls wait for `ready`): a placeholder of
  // another height would shift the transcript under it when the face replaced it.
  if (player.kind === 'clock' || !player.expectsVideo) return <ClockFace player={player} hasVideo={hasVideo} />;
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-900 shadow-md" data-testid="player-video">
      <div ref={player.hostRef} className="absolute inset-0 [&_iframe]:h-full [&_iframe]:w-full" />
      {player.status === 'loading' && (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner className="h-8 w-8 text-white" label={t('player.loading')} />
        </div>
      )}
    </div>
  );
}
