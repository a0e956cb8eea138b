import { Link2, Repeat2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

const STEPS = [
  { key: 'paste', icon: Link2 },
  { key: 'study', icon: Sparkles },
  { key: 'review', icon: Repeat2 },
] as const;

export function HowItWorks() {
  const { t } = useTranslation('app');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.howItWorks.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-5">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="flex gap-4">
              <span className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <Icon aria-hidden className="h-5 w-5" />
                <span className="absolute -right-1 -top-1 flex h-5 w-5 items-center justify-center rounded-full bg-brand-600 text-[11px] font-semibold text-white">
                  {index + 1}
                </span>
              </span>
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{t(`dashboard.howItWorks.${key}.title`)}</p>
                <p className="mt-0.5 text-sm text-slate-600">{t(`dashboard.howItWorks.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
