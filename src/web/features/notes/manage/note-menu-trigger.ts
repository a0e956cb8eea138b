/** The "…" button's look, shared by the light stand-in (NoteMenu.tsx) and the Radix trigger it becomes. */
export const noteMenuTriggerClassName =
  'inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-slate-600 shadow-sm hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
