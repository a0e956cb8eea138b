import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { ChatThread } from '../../lib/api-types.ts';
import { chatCalls, chatKeys } from './chat-api.ts';

/** "Show earlier messages": the page before the first one shown, put above it in the conversation. */
export function EarlierMessages({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation('practice');
  const client = useQueryClient();
  const first = thread.messages[0];
  const load = useMutation({
    mutationFn: () => chatCalls.older(thread.noteId, first!.id),
    onSuccess: (page) =>
      client.setQueryData<ChatThread>(chatKeys.thread(thread.noteId), (current) =>
        current ? { ...current, messages: [...page.messages, ...current.messages], hasOlder: page.hasOlder } : current,
      ),
  });
  if (!first) return null;
  return (
    <div className="flex flex-col items-center gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={load.isPending}
        onClick={() => load.mutate()}
        data-testid="chat-earlier"
      >
        {t('chat.earlier')}
      </Button>
      {load.isError && (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(load.error, t)}
        </p>
      )}
    </div>
  );
}
