const TONES = {
  brand: 'bg-brand-50 text-brand-700',
  red: 'bg-red-50 text-red-700',
  green: 'bg-emerald-50 text-emerald-700',
  slate: 'bg-slate-100 text-slate-600',
  amber: 'bg-amber-50 text-amber-800',
};

/** A small status pill of the admin lists (role, suspension, waitlist status). */
export function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}>{children}</span>;
}
