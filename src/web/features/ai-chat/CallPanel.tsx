import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mic, Square, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { CallTurn, ChatThread } from '../../lib/api-types.ts';
import { useRecorder } from '../../lib/use-recorder.ts';
import { playSpokenAudio } from '../audio/speech.ts';
import { chatCalls, chatKeys, costQuery } from './chat-api.ts';
import { CorrectionNote } from './MessageBubble.tsx';

/**
 * Call mode: push to talk (hold, or press once to start and again to send), then both sides' words and the
 * tutor's reply spoken — by the server's voice, or the browser's in the note's language.
 */
export function CallPanel({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation('practice');
  const client = useQueryClient();
  const recorder = useRecorder();
  const cost = useQuery(costQuery('call'));
  const [turns, setTurns] = useState<CallTurn[]>([]);
  const [noVoice, setNoVoice] = useState(false);
  const call = useMutation({
    mutationFn: chatCalls.call,
    meta: { silent: true },
    onSuccess: async (turn) => {
      setTurns((list) => [...list, turn]);
      client.setQueryData<ChatThread>(chatKeys.thread(thread.noteId), (current) =>
        current ? { ...current, messages: [...current.messages, turn.heard, turn.reply] } : current,
      );
      void client.invalidateQueries({ queryKey: chatKeys.cost('call') });
      await play(turn);
    },
  });
  const play = async (turn: CallTurn) =>
    setNoVoice((await playSpokenAudio({ ...turn.speech, voice: null }).catch(() => 'no-voice')) === 'no-voice');

  const recording = recorder.state.status === 'recording';
  async function toggle() {
    if (!recording) return recorder.start();
    const take = await recorder.stop();
    if (take) call.mutate({ noteId: thread.noteId, recording: { audio: take.audio, mimeType: take.mimeType } });
  }

  const usedUp = cost.data ? cost.data.remaining !== null && cost.data.remaining <= 0 && cost.data.units > 0 : false;
  return (
    <section aria-label={t('call.title')} className="flex flex-col items-center gap-5">
      <p className="text-center text-sm text-slate-600">{t('call.how')}</p>
      {recorder.state.status === 'unsupported' && <p role="alert">{t('call.unsupported')}</p>}
      {recorder.state.status === 'denied' && <p role="alert">{t('call.denied')}</p>}
      {usedUp ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="call-used-up">
          {t('call.usedUp', { date: cost.data?.periodEnd.slice(0, 10) })}
        </p>
      ) : (
        <Button
          size="lg"
          variant={recording ? 'destructive' : 'default'}
          className="h-20 w-20 rounded-full"
          onClick={() => void toggle()}
          disabled={call.isPending || recorder.state.status === 'unsupported'}
          aria-pressed={recording}
          aria-label={recording ? t('call.stop') : t('call.talk')}
          data-testid="call-talk"
        >
          {recording ? <Square className="h-7 w-7" aria-hidden /> : <Mic className="h-8 w-8" aria-hidden />}
        </Button>
      )}
      <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="call-status">
        {recording ? t('call.listening') : call.isPending ? t('call.thinking') : t('call.ready')}
      </p>
      {cost.data && cost.data.remaining !== null && (
        <p className="text-xs text-slate-500" data-testid="call-cost">
          {t('call.cost', { remaining: cost.data.remaining, limit: cost.data.limit })}
        </p>
      )}
      {call.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="call-failure">
          {errorMessage(call.error, t)}
        </p>
      )}
      {noVoice && <p className="text-sm text-slate-600">{t('call.noVoice')}</p>}
      <ol className="flex w-full flex-col gap-4" data-testid="call-transcript">
        {turns.map((turn) => (
          <li key={turn.reply.id} className="flex flex-col gap-2">
            <p className="self-end rounded-2xl bg-brand-600 px-4 py-2 text-white" lang={thread.language}>
              <span className="sr-only">{t('call.you')}: </span>
              <span data-testid="call-heard">{turn.heard.content}</span>
            </p>
            {turn.reply.correction && <CorrectionNote correction={turn.reply.correction} language={thread.language} />}
            <div className="flex items-start gap-2 self-start">
              <p
                className="rounded-2xl bg-slate-100 px-4 py-2 text-slate-900"
                lang={thread.language}
                data-testid="call-reply"
              >
                <span className="sr-only">{t('call.tutor')}: </span>
                {turn.reply.content}
              </p>
              <Button variant="ghost" size="icon" onClick={() => void play(turn)} aria-label={t('call.replay')}>
                <Volume2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
