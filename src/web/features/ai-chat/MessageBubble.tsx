import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Languages, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { ChatCorrection, ChatMessage, ChatThread } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import { chatCalls, chatKeys } from './chat-api.ts';

/** The tutor's correction of the learner's message, shown apart from its reply. */
export function CorrectionNote({ correction, language }: { correction: ChatCorrection; language: string }) {
  const { t } = useTranslation('practice');
  return (
    <div
      className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="chat-correction"
    >
      <PencilLine className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">
          {t('chat.betterSaid')} <span lang={language}>{correction.corrected}</span>
        </p>
        {correction.explanation && <p className="text-amber-800">{correction.explanation}</p>}
      </div>
    </div>
  );
}

/**
 * One message. A tutor's message shows its correction of the learner's message first, and a Translate button
 * (one AI chat the first time; then kept on the message).
 */
export function MessageBubble({
  message,
  noteId,
  language,
  streaming = false,
}: {
  message: ChatMessage;
  noteId: string;
  language: string;
  streaming?: boolean;
}) {
  const { t } = useTranslation('practice');
  const client = useQueryClient();
  const translate = useMutation({
    mutationFn: () => chatCalls.translate(message.id),
    meta: { silent: true },
    onSuccess: (result) => {
      client.setQueryData<ChatThread>(chatKeys.thread(noteId), (thread) =>
        thread
          ? {
              ...thread,
              messages: thread.messages.map((m) =>
                m.id === message.id
                  ? { ...m, translation: result.translation, translationLanguage: result.language }
                  : m,
              ),
            }
          : thread,
      );
      void client.invalidateQueries({ queryKey: chatKeys.cost('chat') });
    },
  });
  const mine = message.role === 'user';
  return (
    <li
      className={cn('flex flex-col gap-1.5', mine ? 'items-end' : 'items-start')}
      data-testid={`chat-${message.role}`}
    >
      {!mine && message.correction && <CorrectionNote correction={message.correction} language={language} />}
      <div
        lang={language}
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 whitespace-pre-wrap [overflow-wrap:anywhere]',
          mine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900',
        )}
        data-testid="chat-text"
        aria-busy={streaming || undefined}
      >
        {message.content}
        {streaming && <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-slate-400 align-middle" />}
      </div>
      {!mine && !streaming && (
        <div className="flex max-w-[85%] flex-col items-start gap-1">
          {message.translation ? (
            <p className="text-sm text-slate-600" data-testid="chat-translation">
              {message.translation}
            </p>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => translate.mutate()}
              disabled={translate.isPending}
              data-testid="chat-translate"
            >
              <Languages className="h-3.5 w-3.5" aria-hidden />
              {translate.isPending ? t('chat.translating') : t('chat.translate')}
            </Button>
          )}
          {translate.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(translate.error, t)}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
