export type Shortcut = 'previous-line' | 'next-line' | 'repeat-line' | 'play-pause' | 'dual-subtitles';

/** Key → action; listed in this order in the help popover. */
export const SHORTCUTS: { keys: string[]; action: Shortcut }[] = [
  { keys: ['Space'], action: 'play-pause' },
  { keys: ['←'], action: 'previous-line' },
  { keys: ['→'], action: 'next-line' },
  { keys: ['R'], action: 'repeat-line' },
  { keys: ['D'], action: 'dual-subtitles' },
];

const BY_KEY: Record<string, Shortcut> = {
  ' ': 'play-pause',
  ArrowLeft: 'previous-line',
  ArrowRight: 'next-line',
  r: 'repeat-line',
  R: 'repeat-line',
  d: 'dual-subtitles',
  D: 'dual-subtitles',
};

type KeyEventLike = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; target: EventTarget | null };

/** Controls that use these keys themselves: typing, picking, sliding. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || element.closest('input, textarea, select, [role="dialog"]') !== null;
}

/** The study shortcut a key press asks for, or null when it is not one or belongs to the focused control. */
export function shortcutFor(event: KeyEventLike): Shortcut | null {
  if (event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return null;
  return BY_KEY[event.key] ?? null;
}
