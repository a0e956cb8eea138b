import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { CodedMessage } from '../../../common/errors.ts';
import { errorMessage } from '../../lib/api.ts';
import type { ChatCorrection, ChatMessage, ChatThread } from '../../lib/api-types.ts';
import { serverText } from '../../lib/server-messages.ts';
import { DictateButton } from '../speech/DictateButton.tsx';
import { chatKeys, costQuery, streamChat } from './chat-api.ts';
import { EarlierMessages } from './EarlierMessages.tsx';
import { CorrectionNote, MessageBubble } from './MessageBubble.tsx';

/** The reply being written: what has arrived so far. */
type Pending = { learner: ChatMessage; correction: ChatCorrection | null; text: string };

/**
 * Chat mode: the conversation, the reply appearing as the model writes it (its correction of the learner's
 * message apart, above it), what one more message costs, and the box to write in or dictate into.
 */
export function ChatPanel({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation('practice');
  const client = useQueryClient();
  const cost = useQuery(costQuery('chat'));
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const leave = useRef<AbortController | null>(null);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => () => leave.current?.abort(), []);
  // Follows the conversation down as messages come and the reply grows (not when earlier ones are shown above).
  const shown = `${thread.messages.at(-1)?.id}:${pending?.text.length ?? -1}`;
  useEffect(() => {
    if (shown) end.current?.scrollIntoView?.({ block: 'end' });
  }, [shown]);

  const usedUp = cost.data ? !cost.data.allowed : false;
  const keepTurn = (learner: ChatMessage, reply: ChatMessage) =>
    client.setQueryData<ChatThread>(chatKeys.thread(thread.noteId), (current) =>
      current ? { ...current, messages: [...current.messages, learner, reply] } : current,
    );

  async function send(event: FormEvent) {
    event.preventDefault();
    const message = draft.trim();
    if (!message || pending) return;
    setFailure(null);
    const controller = new AbortController();
    leave.current = controller;
    let learner: ChatMessage | null = null;
    try {
      await streamChat(
        { noteId: thread.noteId, message },
        (e) => {
          if (e.type === 'user') {
            learner = e.message;
            setDraft('');
            setPending({ learner: e.message, correction: null, text: '' });
          } else if (e.type === 'correction') setPending((p) => p && { ...p, correction: e.correction });
          else if (e.type === 'delta') setPending((p) => p && { ...p, text: p.text + e.text });
          else if (e.type === 'done' && learner) keepTurn(learner, e.reply);
          else if (e.type === 'error') {
            const coded = e.reason ? ({ reason: e.reason, params: e.params ?? {} } as CodedMessage) : undefined;
            setFailure(serverText(t, e.message, coded));
          }
        },
        controller.signal,
      );
    } catch (error) {
      if (!controller.signal.aborted) setFailure(errorMessage(error, t));
    } finally {
      setPending(null);
      void client.invalidateQueries({ queryKey: chatKeys.cost('chat') });
    }
  }

  return (
    <section aria-label={t('chat.title')} className="flex flex-col gap-4">
      {thread.hasOlder && <EarlierMessages thread={thread} />}
      <ul className="flex flex-col gap-4" data-testid="chat-messages">
        {thread.messages.length === 0 && !pending && (
          <li className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            {t('chat.empty', { title: thread.noteTitle })}
          </li>
        )}
        {thread.messages.map((message) => (
          <MessageBubble key={message.id} message={message} noteId={thread.noteId} language={thread.language} />
        ))}
        {pending && (
          <>
            <MessageBubble message={pending.learner} noteId={thread.noteId} language={thread.language} />
            <li className="flex flex-col items-start gap-1.5" data-testid="chat-streaming">
              {pending.correction && <CorrectionNote correction={pending.correction} language={thread.language} />}
              <div
                lang={thread.language}
                className="max-w-[85%] rounded-2xl bg-slate-100 px-4 py-2 whitespace-pre-wrap text-slate-900"
                aria-live="polite"
                data-testid="chat-streaming-text"
              >
                {pending.text || <span className="text-slate-500">{t('chat.thinking')}</span>}
              </div>
            </li>
          </>
        )}
      </ul>
      <div ref={end} />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="chat-failure">
          {failure}
        </p>
      )}
      {usedUp ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="chat-used-up">
          {t('chat.usedUp', { date: cost.data?.periodEnd.slice(0, 10) })}
        </p>
      ) : (
        <form onSubmit={(e) => void send(e)} className="flex flex-col gap-2">
          <label htmlFor="chat-input" className="sr-only">
            {t('chat.inputLabel')}
          </label>
          <div className="flex items-end gap-2">
            <textarea
              id="chat-input"
              lang={thread.language}
              rows={2}
              maxLength={1000}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) void send(e);
              }}
              placeholder={t('chat.placeholder')}
              className="min-h-[2.75rem] flex-1 resize-y rounded-md border border-slate-300 px-3 py-2 text-base focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              data-testid="chat-input"
            />
            <DictateButton
              language={thread.language}
              data-testid="chat-dictate"
              onText={(text) => setDraft((d) => (d ? `${d} ${text}` : text))}
            />
            <Button type="submit" disabled={!draft.trim() || !!pending} data-testid="chat-send">
              <Send className="h-4 w-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t('chat.send')}</span>
            </Button>
          </div>
          {cost.data && (
            <p className="text-xs text-slate-500" data-testid="chat-cost">
              {cost.data.remaining === null
                ? t('chat.costUnlimited')
                : t('chat.cost', { remaining: cost.data.remaining, limit: cost.data.limit })}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
