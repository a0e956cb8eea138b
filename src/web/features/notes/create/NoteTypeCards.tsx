import { CheckCircle2, Clock3, ScrollText, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import type { YouTubeNoteKind } from '../note-api.ts';

export type NoteOptions = { kind: YouTubeNoteKind; start: string; studyGuide: Record<YouTubeNoteKind, boolean> };

type NoteTypeCardsProps = {
  options: NoteOptions;
  onChange: (options: NoteOptions) => void;
  startProblem?: string;
  disabled?: boolean;
};

/** The two YouTube note kinds as cards; the one-minute card also asks where the minute starts. */
export function NoteTypeCards({ options, onChange, startProblem, disabled }: NoteTypeCardsProps) {
  const { t } = useTranslation('notes');
  const set = (change: Partial<NoteOptions>) => !disabled && onChange({ ...options, ...change });
  const guide = (kind: YouTubeNoteKind) => (
    <label className="mt-3 flex w-fit cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={options.studyGuide[kind]}
        disabled={disabled}
        // Toggles the state rather than reading the box: the card's own click (it picks the card) may
        // re-render between the click and this change under Preact (ADR 12), resetting the box first.
        onChange={() => set({ kind, studyGuide: { ...options.studyGuide, [kind]: !options.studyGuide[kind] } })}
        data-testid={`note-study-guide-${kind}`}
        className="h-4 w-4 rounded border-slate-300 accent-brand-600"
      />
      {t('create.type.studyGuide')}
    </label>
  );
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-base font-semibold text-slate-900">{t('create.type.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TypeCard
          kind="one-minute"
          icon={Clock3}
          selected={options.kind === 'one-minute'}
          onSelect={() => set({ kind: 'one-minute' })}
        >
          <div className="mt-3 max-w-44">
            <label htmlFor="note-start" className="block text-xs font-medium text-slate-600">
              {t('create.type.start')}
            </label>
            <Input
              id="note-start"
              inputMode="numeric"
              value={options.start}
              onChange={(event) => set({ kind: 'one-minute', start: event.target.value })}
              placeholder="0:00"
              aria-invalid={startProblem ? true : undefined}
              aria-describedby="note-start-message"
              data-testid="note-start-input"
              className="mt-1 h-9 font-mono"
            />
            <p id="note-start-message" className={cn('mt-1 text-xs', startProblem ? 'text-red-600' : 'text-slate-500')}>
              {startProblem ?? t('create.type.startHint')}
            </p>
          </div>
          {guide('one-minute')}
        </TypeCard>
        <TypeCard
          kind="full-script"
          icon={ScrollText}
          selected={options.kind === 'full-script'}
          onSelect={() => set({ kind: 'full-script' })}
        >
          {guide('full-script')}
        </TypeCard>
      </div>
    </fieldset>
  );
}

type TypeCardProps = {
  kind: YouTubeNoteKind;
  icon: LucideIcon;
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
};

/** A card holding a radio and its own fields; a click anywhere on it picks it (fields inside cannot sit in the radio's label). */
function TypeCard({ kind, icon: Icon, selected, onSelect, children }: TypeCardProps) {
  const { t } = useTranslation('notes');
  const key = kind === 'one-minute' ? 'oneMinute' : 'fullScript';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users pick the card with its radio; the click is a larger target for pointers.
    // biome-ignore lint/a11y/noStaticElementInteractions: as above, the radio inside is the control.
    <div
      onClick={onSelect}
      data-testid={`note-type-${kind}`}
      data-selected={selected}
      className={cn(
        'relative rounded-xl border bg-white p-4 shadow-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
        selected
          ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
          : 'cursor-pointer border-slate-200 hover:border-brand-500/60',
      )}
    >
      <label className="flex cursor-pointer items-start gap-3 pr-6">
        <input type="radio" name="note-kind" value={kind} checked={selected} onChange={onSelect} className="sr-only" />
        <span
          className={cn(
            'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg',
            selected ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
          )}
        >
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{t(`create.type.${key}.title`)}</span>
          <span className="mt-0.5 block text-sm text-slate-600">{t(`create.type.${key}.text`)}</span>
        </span>
      </label>
      {selected && <CheckCircle2 aria-hidden className="absolute right-3 top-3 h-5 w-5 text-brand-600" />}
      {children}
    </div>
  );
}
