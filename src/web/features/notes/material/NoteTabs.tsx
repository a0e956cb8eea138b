import { BookA, ClipboardList, FileText, Layers, MessageSquareText, Mic, type LucideIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

export const NOTE_TABS = ['transcript', 'words', 'sentences', 'grammar', 'slices', 'guide'] as const;
export type NoteTab = (typeof NOTE_TABS)[number];

const ICONS: Record<NoteTab, LucideIcon> = {
  transcript: FileText,
  words: Layers,
  sentences: MessageSquareText,
  grammar: BookA,
  slices: Mic,
  guide: ClipboardList,
};

export const tabId = (base: string, tab: NoteTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: NoteTab) => `${base}-panel-${tab}`;

/** The tab a key moves to from `current` (arrows wrap around, Home and End go to the ends), or null for other keys. */
export function tabAfterKey(current: NoteTab, key: string): NoteTab | null {
  const index = NOTE_TABS.indexOf(current);
  const last = NOTE_TABS.length - 1;
  if (key === 'ArrowRight') return NOTE_TABS[index === last ? 0 : index + 1]!;
  if (key === 'ArrowLeft') return NOTE_TABS[index === 0 ? last : index - 1]!;
  if (key === 'Home') return NOTE_TABS[0];
  if (key === 'End') return NOTE_TABS[last];
  return null;
}

type NoteTabListProps = {
  value: NoteTab;
  onChange: (tab: NoteTab) => void;
  idBase: string;
  /** Material tabs show a pulsing dot while their material is still being made. */
  preparing: boolean;
  className?: string;
};

/**
 * WAI-ARIA tabs: one tab stop, arrow keys move between tabs and select them. The tabs wrap onto more rows
 * when they must, so every one is in sight (a sideways-scrolling row hid Grammar, Slices and Study guide
 * off a phone's screen); below 768 px they stretch to fill their rows.
 */
export function NoteTabList({ value, onChange, idBase, preparing, className }: NoteTabListProps) {
  const { t } = useTranslation('notes');
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(value, event.key);
    if (!next) return;
    event.preventDefault();
    // Keeps the study shortcuts (arrows move between lines) from also firing.
    event.stopPropagation();
    onChange(next);
    document.getElementById(tabId(idBase, next))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={onKeyDown}
      className={cn('flex flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1', className)}
    >
      {NOTE_TABS.map((tab) => {
        const Icon = ICONS[tab];
        const selected = tab === value;
        return (
          <button
            key={tab}
            id={tabId(idBase, tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(idBase, tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            data-testid={`tab-${tab}`}
            className={cn(
              'relative flex flex-auto items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium md:flex-none md:justify-start transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              selected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
            )}
          >
            <Icon aria-hidden className="h-4 w-4" />
            {t(`tabs.${tab}`)}
            {/* Out of the flow: the tabs keep their widths when the dot goes, so their rows and the panel below
                do not move (a layout shift of ~0.13 on a phone when the material became ready, ADR 12). */}
            {preparing && tab !== 'transcript' && (
              <span
                title={t('tabs.preparing')}
                className="absolute right-1 top-1 h-1.5 w-1.5 animate-pulse rounded-full bg-amber-500"
              />
            )}
          </button>
        );
      })}
    </div>
  );
}
