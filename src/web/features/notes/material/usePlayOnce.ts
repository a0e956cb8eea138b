import { useCallback, useEffect, useRef } from 'react';
import type { PlayerHandle } from '../player/usePlayer.ts';
import { lineWindow, watchLine, type LineWindow } from './line-watch.ts';
import type { Subtitle } from '../../../lib/api-types.ts';

/**
 * Pauses the player at the end of one line played from the material tabs ("play in video"). Answers
 * `watch(index)`, to call as that line is started; a seek elsewhere by the learner cancels it.
 */
export function usePlayOnce(
  lines: readonly Subtitle[],
  player: Pick<PlayerHandle, 'currentTime' | 'playing' | 'pause'>,
) {
  const target = useRef<{ window: LineWindow; inside: boolean } | null>(null);
  const pauseRef = useRef(player.pause);
  pauseRef.current = player.pause;
  const { currentTime, playing } = player;

  useEffect(() => {
    const current = target.current;
    if (!current || !playing) return;
    const result = watchLine(current.window, current.inside, currentTime);
    if (result === 'inside') current.inside = true;
    else if (result === 'left') target.current = null;
    else if (result === 'finished') {
      target.current = null;
      pauseRef.current();
    }
  }, [currentTime, playing]);

  const watch = useCallback(
    (index: number) => {
      const window = lineWindow(lines, index);
      target.current = window ? { window, inside: false } : null;
    },
    [lines],
  );
  const forget = useCallback(() => {
    target.current = null;
  }, []);
  return { watch, forget };
}
