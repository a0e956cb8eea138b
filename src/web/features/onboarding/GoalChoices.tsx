import { Briefcase, GraduationCap, HeartHandshake, Plane, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { GOALS, type Goal } from './useFinishOnboarding.ts';

const GOAL_ICONS = {
  travel: Plane,
  work: Briefcase,
  exams: GraduationCap,
  family: HeartHandshake,
  fun: Sparkles,
} as const;

export function GoalChoices({
  value,
  onChange,
  error,
}: {
  value?: Goal;
  onChange: (goal: Goal) => void;
  error?: string;
}) {
  const { t } = useTranslation('app');
  const choices = GOALS.map((goal) => ({
    value: goal,
    title: t(`onboarding.goals.${goal}.title`),
    description: t(`onboarding.goals.${goal}.description`),
    icon: GOAL_ICONS[goal],
  }));
  return (
    <div className="space-y-2">
      <ChoiceGroup
        legend={t('onboarding.steps.goal.title')}
        name="goal"
        choices={choices}
        value={value}
        onChange={onChange}
        testIdPrefix="onboarding-goal"
        invalid={!!error}
        className="sm:grid-cols-2"
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
