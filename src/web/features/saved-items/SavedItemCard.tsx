import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { cn } from '../../lib/cn.ts';
import { AudioButton } from '../audio/AudioButton.tsx';
import { SaveToggleButton } from './SaveToggleButton.tsx';

type SavedItemCardProps = {
  item: { id: string; isSaved: boolean; language: string };
  /** What is spoken by the audio button. */
  text: string;
  /** Names the item in the tick box, audio and save buttons. */
  label: string;
  selected: boolean;
  onToggleSelected: (id: string) => void;
  toggle: { isPending: boolean; mutate: (id: string) => void };
  'data-testid': string;
  children: ReactNode;
  /** Below the card's main row, indented under its text. */
  footer?: ReactNode;
};

/** One saved word or sentence: tick box, its own content, audio and the save toggle. */
export function SavedItemCard({
  item,
  text,
  label,
  selected,
  onToggleSelected,
  toggle,
  children,
  footer,
  ...rest
}: SavedItemCardProps) {
  const { t } = useTranslation('words');
  return (
    <li
      data-testid={rest['data-testid']}
      data-saved={item.isSaved}
      className={cn(
        'rounded-xl border bg-white p-4 shadow-sm transition-colors',
        selected ? 'border-brand-300 ring-1 ring-brand-300' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          className="mt-1"
          checked={selected}
          onChange={() => onToggleSelected(item.id)}
          aria-label={t('selection.select', { item: label })}
          data-testid="select-item"
        />
        <div className="min-w-0 flex-1">{children}</div>
        <div className="flex shrink-0 items-center gap-1.5">
          <AudioButton text={text} lang={item.language} label={t('item.listen', { item: label })} />
          <SaveToggleButton
            saved={item.isSaved}
            pending={toggle.isPending}
            onToggle={() => toggle.mutate(item.id)}
            itemLabel={label}
          />
        </div>
      </div>
      {footer && <div className="sm:pl-8">{footer}</div>}
    </li>
  );
}
