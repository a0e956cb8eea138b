import { MAX_SPEECH_CHARS } from '../../../common/learning.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { playSpokenAudio, stopSpeech } from '../audio/speech.ts';
import type { SpokenAudio } from '../../lib/api-types.ts';
import { audioQuery } from '../audio/api.ts';

/**
 * Speaks without a button of its own (auto-play on reveal, the R key, listening questions): GET /v3/audio,
 * then the recording or the browser's voice. Failures stay quiet — a blocked auto-play is no error, and
 * the page's replay button reports its own. Speech stops when the page goes.
 */
export function useSpeech() {
  const queryClient = useQueryClient();
  useEffect(() => () => stopSpeech(), []);

  const play = useCallback(async (audio: SpokenAudio) => {
    try {
      await playSpokenAudio(audio);
    } catch {
      // The browser refused to play (no user gesture yet): the replay button is there.
    }
  }, []);

  const speak = useCallback(
    async (text: string, lang: string) => {
      const spoken = text.trim();
      if (!spoken || spoken.length > MAX_SPEECH_CHARS) return;
      try {
        await play(await queryClient.fetchQuery({ ...audioQuery(spoken, lang), meta: { silent: true } }));
      } catch {
        // No audio for this text: nothing to say.
      }
    },
    [queryClient, play],
  );

  return { speak, play };
}
