import { cn } from '../../lib/cn.ts';

const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Up to two initials ("Ada Lovelace" → "AL"); CJK names give their first character ("山田 花子" → "山"). */
export function initials(name: string): string {
  const trimmed = name.trim();
  if (CJK.test(trimmed)) return Array.from(trimmed)[0]!;
  const parts = trimmed.split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => Array.from(part)[0]!.toLocaleUpperCase())
    .join('');
}

export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white',
        className,
      )}
    >
      {initials(name) || '?'}
    </span>
  );
}
