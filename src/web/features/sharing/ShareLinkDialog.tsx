import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { fieldClassName } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { NoteDetail } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import { useLocale } from '../../lib/locale.ts';
import { noteQuery } from '../notes/note-api.ts';
import { sharedNotePath, sharingCalls, sharingKeys } from './sharing-api.ts';

/**
 * On a note's page: "Share" (or "Shared" while the link is on), which opens the link dialog.
 * `defaultOpen`: mounted by the first click on the page's light stand-in (routes/note-actions.tsx), so it opens at once.
 */
export function ShareLinkButton({ noteId, defaultOpen = false }: { noteId: string; defaultOpen?: boolean }) {
  const { t } = useTranslation('sharing');
  const [open, setOpen] = useState(defaultOpen);
  const note = useQuery({ ...noteQuery(noteId), meta: { silent: true } }).data;
  if (!note) return null;
  const shared = note.sharedAt !== null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="note-share-link">
        <Link2 aria-hidden className="h-4 w-4" />
        {shared ? t('dialog.buttonShared') : t('dialog.button')}
      </Button>
      <ShareLinkDialog noteId={noteId} shared={shared} open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * The owner's switch "Anyone with the link can view", the link with a Copy button, and "Stop sharing".
 * The answer updates the cached note, so the page's button and this dialog agree without a refetch.
 */
export function ShareLinkDialog({
  noteId,
  shared,
  open,
  onOpenChange,
}: {
  noteId: string;
  shared: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const change = useMutation({
    mutationFn: (next: boolean) => sharingCalls.setShared(noteId, { shared: next }),
    meta: { silent: true },
    onSuccess: (state) => {
      queryClient.setQueryData<NoteDetail>(noteQuery(noteId).queryKey, (note) =>
        note ? { ...note, sharedAt: state.sharedAt } : note,
      );
      // The public page and list read again what changed.
      void queryClient.invalidateQueries({ queryKey: sharingKeys.note(noteId) });
      void queryClient.invalidateQueries({ queryKey: ['shared', 'list'] });
    },
  });
  const link = `${window.location.origin}${sharedNotePath(noteId, locale)}`;
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  const busy = change.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={t('dialog.description')}
      closeLabel={t('dialog.close')}
      data-testid="share-link-dialog"
      footer={
        shared ? (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => change.mutate(false)}
            data-testid="share-link-stop"
            className="text-red-700"
          >
            {t('dialog.stop')}
          </Button>
        ) : undefined
      }
    >
      <div className="space-y-4 pb-1">
        <label className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-slate-200 p-3">
          <span className="text-sm font-medium text-slate-900">{t('dialog.switch')}</span>
          <span className="flex items-center gap-2">
            {busy && <Spinner className="h-4 w-4" />}
            <button
              type="button"
              role="switch"
              aria-checked={shared}
              disabled={busy}
              onClick={() => change.mutate(!shared)}
              data-testid="share-link-switch"
              className={cn(
                'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60',
                shared ? 'bg-brand-600' : 'bg-slate-300',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
                  shared ? 'translate-x-5' : 'translate-x-0.5',
                )}
              />
            </button>
          </span>
        </label>
        {shared ? (
          <div className="space-y-1.5">
            <label htmlFor="share-link-url" className="text-sm font-medium text-slate-900">
              {t('dialog.link')}
            </label>
            <div className="flex gap-2">
              <input
                id="share-link-url"
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="share-link-url"
                className={cn(fieldClassName, 'min-w-0 flex-1 text-sm')}
              />
              <Button variant="secondary" onClick={copy} data-testid="share-link-copy">
                {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
                {copied ? t('dialog.copied') : t('dialog.copy')}
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-600" data-testid="share-link-private">
            {t('dialog.private')}
          </p>
        )}
        {change.isError && (
          <p role="alert" className="text-sm text-red-600" data-testid="share-link-error">
            {errorMessage(change.error, t)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
