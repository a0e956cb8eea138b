import type { TFunction } from 'i18next';
import { formatDuration } from '../../../../common/format.ts';
import type { StudyGuide } from '../../../lib/api-types.ts';

export type GuideStep = StudyGuide['steps'][number];
export type GuideQuestion = StudyGuide['questions'][number];

/** Shared look of the study guide's sections. */
export const sectionClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
export const headingClass = 'text-sm font-semibold text-slate-900';

/**
 * A step of the plan in the UI language (ADR 18): offline steps come as numbers and are worded
 * here, so switching the language rewords them; a model's step is shown as it wrote it.
 */
export function stepText(step: GuideStep, t: TFunction<'notes'>): string {
  const n = step.numbers;
  if (!n) return step.text ?? '';
  switch (step.kind) {
    case 'watch':
      return t('guideText.plan.watch', { duration: formatDuration(n.seconds ?? 0) });
    case 'shadow':
      return t('guideText.plan.shadow', { count: n.lines ?? 0 });
    case 'review': {
      const counts = { words: n.wordCards ?? 0, sentences: n.sentenceCards ?? 0, grammar: n.grammarNotes ?? 0 };
      return t(counts.grammar ? 'guideText.plan.reviewGrammar' : 'guideText.plan.review', counts);
    }
    case 'quiz':
      return t('guideText.plan.quiz', { count: n.questions ?? 0 });
  }
}
