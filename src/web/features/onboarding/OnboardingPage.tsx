import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageLevel, LearningLanguageCode } from '../../../common/languages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { safeRedirectPath } from '../auth/redirect.ts';
import { useProfile } from '../../lib/session.ts';
import {
  LearningLanguageSelect,
  LevelChoices,
  NativeLanguageSelect,
  learningLanguageProblem,
} from '../profile/LanguageFields.tsx';
import { GoalChoices } from './GoalChoices.tsx';
import { useFinishOnboarding, type Goal } from './useFinishOnboarding.ts';

const STEPS = ['languages', 'level', 'goal'] as const;
type Step = (typeof STEPS)[number];
type Draft = { nativeLanguage: string; learningLanguage: LearningLanguageCode | ''; level: LanguageLevel; goal?: Goal };

/** A learner reading the UI in a language most likely speaks it; English speakers still pick what they learn. */
const firstDraft = (uiLocale: string): Draft => ({
  nativeLanguage: uiLocale,
  learningLanguage: uiLocale === 'en' ? '' : 'en',
  level: 'beginner',
});

function stepProblem(step: Step, draft: Draft): string | undefined {
  if (step === 'languages') return learningLanguageProblem(draft.nativeLanguage, draft.learningLanguage);
  if (step === 'goal' && !draft.goal) return 'onboarding.steps.goal.required';
  return undefined;
}

/** The first-run wizard: languages, level, goal. Finishing it marks the user onboarded. */
export function OnboardingPage() {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const profile = useProfile();
  // Set by the app route when onboarding stood between the learner and the page they asked for.
  const { redirect } = useSearch({ strict: false }) as { redirect?: string };
  const navigate = useNavigate();
  const goOnTo = profile.onBoarded ? safeRedirectPath(redirect) : undefined;
  useEffect(() => {
    if (goOnTo) void navigate({ href: goOnTo, replace: true });
  }, [goOnTo, navigate]);
  const finish = useFinishOnboarding();
  const [stepIndex, setStepIndex] = useState(0);
  const [draft, setDraft] = useState(() => firstDraft(locale));
  const [showProblem, setShowProblem] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedStep = useRef(stepIndex);

  // Tell screen readers the step changed by moving focus to its title (but not on first paint).
  useEffect(() => {
    if (focusedStep.current === stepIndex) return;
    focusedStep.current = stepIndex;
    headingRef.current?.focus();
  }, [stepIndex]);

  if (profile.onBoarded) {
    if (goOnTo) return null;
    return <Navigate to="/{-$locale}/dashboard" params={{ locale: localeParam(locale) }} replace />;
  }

  const step = STEPS[stepIndex]!;
  const isLast = stepIndex === STEPS.length - 1;
  const problem = showProblem ? stepProblem(step, draft) : undefined;
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (stepProblem(step, draft)) return setShowProblem(true);
    setShowProblem(false);
    if (!isLast) return setStepIndex(stepIndex + 1);
    const { nativeLanguage, learningLanguage, level, goal } = draft;
    if (learningLanguage && goal) finish.mutate({ nativeLanguage, learningLanguage, level, goal });
  };

  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-6 text-center sm:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('onboarding.title', { name: profile.name })}
        </h1>
        <p className="mt-2 text-slate-600">{t('onboarding.subtitle')}</p>
      </div>
      <Card>
        <div className="border-b border-slate-100 p-5 sm:p-6">
          <p className="mb-2 text-sm font-medium text-slate-500">
            {t('onboarding.stepOf', { current: stepIndex + 1, total: STEPS.length })}
          </p>
          <ProgressBar value={((stepIndex + 1) / STEPS.length) * 100} label={t('onboarding.progress')} />
        </div>
        <form noValidate onSubmit={onSubmit} className="p-5 sm:p-6">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
            {t(`onboarding.steps.${step}.title`)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t(`onboarding.steps.${step}.subtitle`)}</p>
          <div className="mt-6">
            {step === 'languages' && (
              <div className="grid gap-5 sm:grid-cols-2">
                <NativeLanguageSelect
                  id="onboarding-native"
                  label={t('languages.native')}
                  value={draft.nativeLanguage}
                  onChange={(nativeLanguage) => update({ nativeLanguage })}
                />
                <LearningLanguageSelect
                  id="onboarding-learning"
                  label={t('languages.learning')}
                  value={draft.learningLanguage}
                  onChange={(code) => update({ learningLanguage: code as LearningLanguageCode })}
                  error={problem && t(problem)}
                />
              </div>
            )}
            {step === 'level' && (
              <LevelChoices
                value={draft.level}
                onChange={(level) => update({ level })}
                testIdPrefix="onboarding-level"
              />
            )}
            {step === 'goal' && (
              <GoalChoices value={draft.goal} onChange={(goal) => update({ goal })} error={problem && t(problem)} />
            )}
          </div>
          <div className="mt-8 flex items-center justify-between gap-3">
            {stepIndex > 0 ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => setStepIndex(stepIndex - 1)}
                disabled={finish.isPending}
                data-testid="onboarding-back"
              >
                <ArrowLeft aria-hidden className="h-4 w-4" />
                {t('onboarding.back')}
              </Button>
            ) : (
              <span />
            )}
            {isLast ? (
              <Button
                type="submit"
                size="lg"
                disabled={finish.isPending}
                aria-busy={finish.isPending}
                data-testid="onboarding-submit"
              >
                {finish.isPending ? (
                  <Spinner className="h-4 w-4 text-white" />
                ) : (
                  <Check aria-hidden className="h-4 w-4" />
                )}
                {t('onboarding.submit')}
              </Button>
            ) : (
              <Button type="submit" size="lg" data-testid="onboarding-next">
                {t('onboarding.next')}
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
