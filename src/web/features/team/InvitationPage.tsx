import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { Check, CircleSlash, Clock, LogOut, MailQuestion, Users, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import type { ReceivedInvitation } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { useProfile } from '../../lib/session.ts';
import { useSignOut } from '../shell/use-sign-out.ts';
import { useInvitationAnswer } from './ReceivedInvitations.tsx';
import { invitationQuery } from './team-api.ts';
import { InlineError, RoleBadge } from './TeamBits.tsx';

/** An invitation that can no longer be answered: why, and where to go instead. */
function Closed({ invitation }: { invitation: ReceivedInvitation }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const status = invitation.status as Exclude<ReceivedInvitation['status'], 'pending'>;
  const icons = { accepted: Check, declined: X, canceled: CircleSlash, expired: Clock };
  return (
    <EmptyState
      icon={icons[status]}
      titleAs="h1"
      title={t(`invitation.${status}Title`, { team: invitation.teamName })}
      text={t(`invitation.${status}Text`, { team: invitation.teamName, inviter: invitation.inviterName })}
      data-testid={`invitation-${status}`}
      action={
        status === 'accepted' ? (
          <Link
            to="/{-$locale}/team/$teamId"
            params={{ locale: localeParam(locale), teamId: invitation.teamId }}
            className={buttonVariants()}
          >
            {t('invitation.openTeam')}
          </Link>
        ) : (
          <Link
            to="/{-$locale}/team"
            params={{ locale: localeParam(locale) }}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('backToTeams')}
          </Link>
        )
      }
    />
  );
}

function Pending({ invitation }: { invitation: ReceivedInvitation }) {
  const { t } = useTranslation('team');
  const answer = useInvitationAnswer(invitation.id);
  return (
    <Card data-testid="invitation-pending">
      <CardContent className="text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <Users aria-hidden className="h-7 w-7" />
        </span>
        <h1 className="mt-4 text-xl font-bold [overflow-wrap:anywhere] text-slate-900" data-testid="invitation-team">
          {t('invitation.title', { team: invitation.teamName })}
        </h1>
        <p className="mt-2 text-sm [overflow-wrap:anywhere] text-slate-600">
          {t('invitation.from', { inviter: invitation.inviterName })}
        </p>
        <p className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-600">
          {t('invitation.asRole')} <RoleBadge role={invitation.role} />
        </p>
        <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
          <Button variant="outline" disabled={answer.pending} onClick={answer.decline} data-testid="invitation-decline">
            {t('received.decline')}
          </Button>
          <Button disabled={answer.pending} onClick={answer.accept} data-testid="invitation-accept">
            {answer.pending && <Spinner className="h-4 w-4 text-current" />}
            {t('received.accept')}
          </Button>
        </div>
        {answer.error && (
          <div className="mt-3">
            <InlineError message={errorMessage(answer.error, t)} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The server hides an invitation from every other address (404): the visitor may be signed in as someone else. */
function NotForYou() {
  const { t } = useTranslation('team');
  const me = useProfile();
  const signOut = useSignOut({ signInAgainTo: useLocation().pathname });
  return (
    <EmptyState
      icon={MailQuestion}
      titleAs="h1"
      title={t('invitation.notForYouTitle')}
      text={t('invitation.notForYouText', { email: me.email })}
      data-testid="invitation-not-found"
      action={
        <Button variant="outline" onClick={() => void signOut()} data-testid="invitation-sign-out">
          <LogOut aria-hidden className="h-4 w-4" />
          {t('invitation.switchAccount')}
        </Button>
      }
    />
  );
}

/**
 * `/team/invitation/$invitationId`: the e-mail's link. Signing in (or up) comes first — the app route
 * sends a signed-out visitor to sign-in and back here — then the invited address sees the team and answers.
 */
export function InvitationPage({ invitationId }: { invitationId: string }) {
  const { t } = useTranslation('team');
  const query = useQuery(invitationQuery(invitationId));
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotForYou />;
    return <EmptyState icon={MailQuestion} titleAs="h1" title={t('loadFailed')} text={errorMessage(query.error, t)} />;
  }
  const invitation = query.data;
  return (
    <div className="mx-auto max-w-lg pt-4 sm:pt-10">
      {invitation.status === 'pending' ? <Pending invitation={invitation} /> : <Closed invitation={invitation} />}
    </div>
  );
}
