import { useCallback, useEffect, useRef } from 'react';
import type { PlayerHandle } from '../player/usePlayer.ts';
import { decideTick, type RuleOptions } from '../lines/playback-rules.ts';
import type { Subtitle } from '../../../lib/api-types.ts';

/**
 * Applies auto-pause and loop (playback-rules.ts) to the player's time readings. Answers `studyLine`,
 * to call when the learner picks a line, so the rules aim at it even before playback reaches it.
 */
export function usePlaybackRules(lines: readonly Subtitle[], player: PlayerHandle, options: RuleOptions) {
  const anchor = useRef(-1);
  const previous = useRef<number | undefined>(undefined);
  const { currentTime, playing } = player;
  const { autoPause, loop } = options;
  const playerRef = useRef(player);
  playerRef.current = player;

  useEffect(() => {
    if (!playing) {
      previous.current = currentTime;
      return;
    }
    const decision = decideTick(lines, previous.current, currentTime, anchor.current, { autoPause, loop });
    anchor.current = decision.anchor;
    previous.current = currentTime;
    const { action } = decision;
    if (action.type === 'pause') playerRef.current.pause();
    if (action.type === 'seek') {
      playerRef.current.seekTo(action.to);
      previous.current = action.to;
    }
  }, [lines, currentTime, playing, autoPause, loop]);

  return useCallback((index: number, from: number) => {
    anchor.current = index;
    previous.current = from;
  }, []);
}
