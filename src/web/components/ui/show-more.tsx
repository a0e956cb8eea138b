import { ChevronDown } from 'lucide-react';

type ShowMoreProps = { expanded: boolean; onToggle: () => void; more: string; fewer: string };

/** The toggle under a list cut short: "Show 3 more" / "Show fewer". */
export function ShowMore({ expanded, onToggle, more, fewer }: ShowMoreProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      onClick={onToggle}
      className="mt-1.5 inline-flex items-center gap-1 rounded px-1 text-xs font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <ChevronDown aria-hidden className={expanded ? 'h-3.5 w-3.5 rotate-180' : 'h-3.5 w-3.5'} />
      {expanded ? fewer : more}
    </button>
  );
}
