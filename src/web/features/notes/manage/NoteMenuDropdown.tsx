import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { noteMenuTriggerClassName } from './note-menu-trigger.ts';
import { type NoteDialog, NoteDialogs } from './NoteDialogs.tsx';

const itemClassName =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

export type NoteMenuProps = {
  noteId: string;
  title: string;
  /** After the note is deleted (the note page goes to the library; a list just loses the card). */
  onDeleted?: () => void;
  /** The note page offers to make the study material again; a library card does not. */
  regenerate?: boolean;
  className?: string;
};

/** The note's "…" menu, opened (NoteMenu.tsx loads it on first use): rename, regenerate, delete — each behind its dialog. */
export function NoteMenuDropdown({ noteId, title, onDeleted, regenerate = false, className }: NoteMenuProps) {
  const { t } = useTranslation('notes');
  const [dialog, setDialog] = useState<NoteDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <>
      {/* Not modal: a dialog opened from an item must get the focus and pointer back when the menu closes. */}
      <DropdownMenu.Root modal={false} defaultOpen>
        <DropdownMenu.Trigger
          data-testid="note-menu"
          aria-label={t('manage.menu', { title })}
          className={cn(noteMenuTriggerClassName, className)}
        >
          <MoreHorizontal aria-hidden className="h-5 w-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-40 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Item className={itemClassName} onSelect={() => setDialog('rename')} data-testid="note-rename">
              <Pencil aria-hidden className="h-4 w-4 text-slate-500" />
              {t('manage.rename')}
            </DropdownMenu.Item>
            {regenerate && (
              <DropdownMenu.Item
                className={itemClassName}
                onSelect={() => setDialog('regenerate')}
                data-testid="note-regenerate"
              >
                <RefreshCw aria-hidden className="h-4 w-4 text-slate-500" />
                {t('manage.regenerate')}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={cn(itemClassName, 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')}
              onSelect={() => setDialog('delete')}
              data-testid="note-delete"
            >
              <Trash2 aria-hidden className="h-4 w-4" />
              {t('manage.delete')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <NoteDialogs dialog={dialog} onClose={close} noteId={noteId} title={title} onDeleted={onDeleted} />
    </>
  );
}
