import { useNavigate } from '@tanstack/react-router';
import { Check, Mail, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { ReceivedInvitation } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { teamCalls, useTeamAction } from './team-api.ts';
import { InlineError } from './TeamBits.tsx';

/** Accept or decline an invitation; accepting opens the team's page. Used on /team and on the e-mail's link. */
export function useInvitationAnswer(invitationId: string) {
  const locale = useLocale();
  const navigate = useNavigate();
  const accept = useTeamAction(() => teamCalls.accept(invitationId));
  const decline = useTeamAction(() => teamCalls.decline(invitationId));
  return {
    accept: () =>
      accept.mutate(undefined, {
        onSuccess: (team) =>
          void navigate({
            to: '/{-$locale}/team/$teamId',
            params: { locale: localeParam(locale), teamId: team.id },
          }),
      }),
    decline: () => decline.mutate(undefined),
    pending: accept.isPending || decline.isPending,
    error: accept.error ?? decline.error,
  };
}

function InvitationRow({ invitation }: { invitation: ReceivedInvitation }) {
  const { t } = useTranslation('team');
  const answer = useInvitationAnswer(invitation.id);
  return (
    <li className="rounded-2xl border border-brand-200 bg-brand-50/50 p-4" data-testid="received-invitation">
      <div className="flex min-w-0 items-start gap-3">
        <Mail aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <p className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere] text-slate-700">
          {t('received.line', {
            inviter: invitation.inviterName,
            team: invitation.teamName,
            role: t(`roles.${invitation.role}`),
          })}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={answer.pending} onClick={answer.accept} data-testid="invitation-accept">
          <Check aria-hidden className="h-4 w-4" />
          {t('received.accept')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.pending}
          onClick={answer.decline}
          data-testid="invitation-decline"
        >
          <X aria-hidden className="h-4 w-4" />
          {t('received.decline')}
        </Button>
      </div>
      {answer.error && (
        <div className="mt-2">
          <InlineError message={errorMessage(answer.error, t)} />
        </div>
      )}
    </li>
  );
}

export function ReceivedInvitations({ invitations }: { invitations: ReceivedInvitation[] }) {
  const { t } = useTranslation('team');
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="received-heading" className="space-y-3">
      <h2 id="received-heading" className="text-base font-semibold text-slate-900">
        {t('received.title')}
      </h2>
      <ul className="space-y-3">
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
