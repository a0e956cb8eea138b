import { MoreHorizontal } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { OnFirstUse } from '../../../components/ui/on-first-use.tsx';
import { cn } from '../../../lib/cn.ts';
import type { NoteMenuProps } from './NoteMenuDropdown.tsx';
import { noteMenuTriggerClassName } from './note-menu-trigger.ts';

const loadDropdown = () => import('./NoteMenuDropdown.tsx');
const NoteMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.NoteMenuDropdown })));

/**
 * The note's "…" menu (ADR 29): rename, make the study material again, delete. Its Radix dropdown and
 * dialogs (~30 KB gzipped) load when it is first opened, fetched on hover or focus (ADR 12).
 */
export function NoteMenu(props: NoteMenuProps) {
  const { t } = useTranslation('notes');
  return (
    <OnFirstUse
      placeholder={(activate) => (
        <button
          type="button"
          data-testid="note-menu"
          aria-label={t('manage.menu', { title: props.title })}
          aria-haspopup="menu"
          aria-expanded={false}
          className={cn(noteMenuTriggerClassName, props.className)}
          onPointerEnter={() => void loadDropdown()}
          onFocus={() => void loadDropdown()}
          onClick={activate}
        >
          <MoreHorizontal aria-hidden className="h-5 w-5" />
        </button>
      )}
    >
      <NoteMenuDropdown {...props} />
    </OnFirstUse>
  );
}
