import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';

type StatCardProps = {
  icon: LucideIcon;
  label: string;
  value: string;
  detail?: ReactNode;
  testId: string;
  tone: string;
};

/** One fact about the learner; `tone` colours the icon tile (Tailwind background and text classes). */
export function StatCard({ icon: Icon, label, value, detail, testId, tone }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5" data-testid={testId}>
      <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon aria-hidden className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-500">{label}</p>
        <p
          className="mt-0.5 break-words text-lg font-semibold text-slate-900 sm:text-xl"
          data-testid={`${testId}-value`}
        >
          {value}
        </p>
        {detail && <div className="mt-1">{detail}</div>}
      </div>
    </Card>
  );
}
