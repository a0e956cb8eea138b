import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, MessagesSquare, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { ChatThread } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CallPanel } from './CallPanel.tsx';
import { chatQuery } from './chat-api.ts';
import { ChatPanel } from './ChatPanel.tsx';

type Mode = 'chat' | 'call';

/** What the server lacks for a mode, said plainly with what an administrator sets (ADR 35: no fake replies). */
function NotConfigured({ thread, mode }: { thread: ChatThread; mode: Mode }) {
  const { t } = useTranslation('practice');
  const missing = [
    !thread.configured.chat && t('setup.chat'),
    mode === 'call' && !thread.configured.speechToText && t('setup.speechToText'),
  ].filter(Boolean);
  if (!missing.length) return null;
  return (
    <div
      className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-700"
      data-testid="practice-setup"
    >
      <p className="font-semibold text-slate-900">{t('setup.title')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {missing.map((line) => (
          <li key={String(line)}>{line}</li>
        ))}
      </ul>
      <p className="mt-2">{t('setup.admin')}</p>
    </div>
  );
}

/** `/app/notes/$noteId/practice`: talk about the note with the AI tutor, by writing (Chat) or speaking (Call). */
export function PracticePage({ noteId }: { noteId: string }) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const query = useQuery(chatQuery(noteId));
  const [mode, setMode] = useState<Mode>('chat');
  const thread = query.data;
  usePageTitle(thread ? t('pageTitle', { title: thread.noteTitle }) : t('title'));

  const ready = !!thread && thread.configured.chat && (mode === 'chat' || thread.configured.speechToText);
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to="/{-$locale}/notes/$noteId"
        params={{ locale: localeParam(locale), noteId }}
        className="mb-3 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        data-testid="practice-back"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('back')}
      </Link>
      <PageHeader
        title={thread ? thread.noteTitle : t('title')}
        description={t('subtitle')}
        testId="practice-heading"
      />
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <EmptyState icon={MessagesSquare} title={t('loadFailed')} text={errorMessage(query.error, t)} />
      ) : thread ? (
        <div className="flex flex-col gap-5">
          <div role="tablist" aria-label={t('modes')} className="inline-flex self-start rounded-lg bg-slate-100 p-1">
            {(['chat', 'call'] as const).map((m) => {
              const Icon = m === 'chat' ? MessagesSquare : Phone;
              return (
                <button
                  key={m}
                  type="button"
                  role="tab"
                  aria-selected={mode === m}
                  onClick={() => setMode(m)}
                  className={cn(
                    'inline-flex items-center gap-2 rounded-md px-4 py-1.5 text-sm font-medium',
                    mode === m ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                  )}
                  data-testid={`practice-mode-${m}`}
                >
                  <Icon className="h-4 w-4" aria-hidden />
                  {t(`${m}.title`)}
                </button>
              );
            })}
          </div>
          <NotConfigured thread={thread} mode={mode} />
          {ready && (mode === 'chat' ? <ChatPanel thread={thread} /> : <CallPanel thread={thread} />)}
        </div>
      ) : null}
    </div>
  );
}
