import { ClipboardList, HelpCircle, Layers, Mic, MonitorPlay, type LucideIcon } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { StudyStepKind } from '../../../lib/api-types.ts';
import { type GuideStep, headingClass, sectionClass, stepText } from './guide-text.ts';

const STEP_ICONS: Record<StudyStepKind, LucideIcon> = {
  watch: MonitorPlay,
  shadow: Mic,
  review: Layers,
  quiz: HelpCircle,
};

const stepsKey = (noteId: string) => `lingoclipGuideSteps:${noteId}`;

function loadSteps(noteId: string): number[] {
  try {
    const saved = JSON.parse(window.localStorage.getItem(stepsKey(noteId)) ?? '[]') as unknown;
    return Array.isArray(saved) ? saved.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** The study plan as a checklist, remembered per note on this device. */
export function GuideSteps({ noteId, steps }: { noteId: string; steps: GuideStep[] }) {
  const { t } = useTranslation('notes');
  const id = useId();
  const [done, setDone] = useState<number[]>(() => loadSteps(noteId));
  const toggle = useCallback(
    (index: number) =>
      setDone((current) => {
        const next = current.includes(index) ? current.filter((n) => n !== index) : [...current, index];
        try {
          window.localStorage.setItem(stepsKey(noteId), JSON.stringify(next));
        } catch {
          // Not remembered when storage is blocked; the checklist still works for this visit.
        }
        return next;
      }),
    [noteId],
  );
  const count = steps.filter((_, i) => done.includes(i)).length;
  return (
    <section aria-labelledby={`${id}-steps`} className={sectionClass}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-steps`} className={headingClass}>
          {t('guide.steps')}
        </h2>
        <span className="text-xs font-medium tabular-nums text-slate-500">
          {t('guide.stepsDone', { done: count, total: steps.length })}
        </span>
      </div>
      <ul className="mt-2 space-y-1">
        {steps.map((step, i) => {
          const Icon = STEP_ICONS[step.kind] ?? ClipboardList;
          const checked = done.includes(i);
          return (
            <li key={i}>
              <label
                className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
                data-testid={`guide-step-${i}`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => toggle(i)}
                  className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
                />
                <Icon
                  aria-hidden
                  className={cn('mt-0.5 h-4 w-4 shrink-0', checked ? 'text-slate-300' : 'text-brand-600')}
                />
                <span
                  className={cn(
                    'min-w-0 text-sm leading-6',
                    checked ? 'text-slate-400 line-through' : 'text-slate-800',
                  )}
                >
                  <span className="font-semibold">{t(`guide.step.${step.kind}`)}</span>
                  <span aria-hidden> · </span>
                  {stepText(step, t)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
