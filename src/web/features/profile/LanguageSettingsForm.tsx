import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageLevel } from '../../../common/languages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { setAlertLoading, showAlert } from '../../lib/alert.ts';
import { isSupportedLearningLanguage } from '../../lib/language-options.ts';
import { saveLanguageSetting } from '../../lib/profile-api.ts';
import { profileQuery } from '../../lib/session.ts';
import {
  LearningLanguageSelect,
  LevelChoices,
  NativeLanguageSelect,
  learningLanguageProblem,
} from './LanguageFields.tsx';
import { SaveFooter } from './SaveFooter.tsx';
import type { LanguageSetting, Profile } from '../../lib/api-types.ts';

export function LanguageSettingsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  const [nativeLanguage, setNativeLanguage] = useState(profile.nativeLanguage);
  const [learningLanguage, setLearningLanguage] = useState(profile.mainLearningLanguage.language);
  const [level, setLevel] = useState<LanguageLevel>(profile.mainLearningLanguage.level);
  const [showProblem, setShowProblem] = useState(false);

  const save = useMutation({
    mutationFn: (setting: LanguageSetting) => saveLanguageSetting(setting),
    onMutate: () => setAlertLoading(true, t('profile.saving')),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQuery.queryKey, saved);
      showAlert(t('profile.saved'), 'success');
    },
    // The failure itself is toasted by the query client.
    onError: () => setAlertLoading(false),
  });

  const problem = learningLanguageProblem(nativeLanguage, learningLanguage);
  const changed =
    nativeLanguage !== profile.nativeLanguage ||
    learningLanguage !== profile.mainLearningLanguage.language ||
    level !== profile.mainLearningLanguage.level;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (problem || !isSupportedLearningLanguage(learningLanguage)) return;
    save.mutate({ nativeLanguage, mainLearningLanguage: { language: learningLanguage, level } });
  };

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('profile.languagesTitle')}</CardTitle>
        <CardDescription>{t('profile.languagesText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          <div className="grid gap-5 sm:grid-cols-2">
            <NativeLanguageSelect
              id="profile-native"
              label={t('languages.native')}
              value={nativeLanguage}
              onChange={setNativeLanguage}
            />
            <LearningLanguageSelect
              id="profile-learning"
              label={t('languages.learning')}
              value={learningLanguage}
              onChange={setLearningLanguage}
              error={showProblem && problem ? t(problem) : undefined}
            />
          </div>
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-700">{t('languages.level')}</p>
            <LevelChoices value={level} onChange={setLevel} testIdPrefix="profile-level" />
          </div>
          <SaveFooter changed={changed} pending={save.isPending} testId="profile-save" />
        </form>
      </CardContent>
    </Card>
  );
}
