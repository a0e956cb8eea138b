import { useNavigate } from '@tanstack/react-router';
import { Crown, LogOut, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Select } from '../../components/ui/select.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { AssignableRole, TeamMember, TeamProfile } from '../../lib/api-types.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { useProfile } from '../../lib/session.ts';
import { ASSIGNABLE, teamCalls, teamKeys, useTeamAction } from './team-api.ts';
import { InlineError, RoleBadge } from './TeamBits.tsx';

type Confirming = 'remove' | 'transfer' | 'leave' | null;

function MemberRow({ team, member, isMe }: { team: TeamProfile; member: TeamMember; isMe: boolean }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const { permissions } = team;
  const toTeams = () => navigate({ to: '/{-$locale}/team', params: { locale: localeParam(locale) } });
  const changeRole = useTeamAction((role: AssignableRole) => teamCalls.changeRole(team.id, member.userId, { role }));
  const remove = useTeamAction(() => teamCalls.removeMember(team.id, member.userId));
  // Leaving ends the caller's access: the page is left first, so it does not refetch into a 404.
  const leave = useTeamAction(async () => {
    await teamCalls.removeMember(team.id, member.userId);
    await toTeams();
  }, [teamKeys.mine]);
  const transfer = useTeamAction(() => teamCalls.transferOwnership(team.id, { userId: member.userId }));
  const actions = { remove, transfer, leave };
  const running = confirming ? actions[confirming] : undefined;
  const failed = [changeRole, remove, leave, transfer].find((a) => a.isError);

  const manageable = !isMe && member.role !== 'owner';
  const canChangeRole = permissions.changeRole && manageable;
  const canRemove = permissions.removeMember && manageable;
  const canTransfer = permissions.transferOwnership && !isMe;
  const canLeave = isMe && member.role !== 'owner';

  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="team-member">
      <div className="flex min-w-0 items-start gap-3">
        <Avatar name={member.name} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{member.name}</span>
            <RoleBadge role={member.role} />
            {isMe && <span className="text-xs text-slate-500">{t('members.you')}</span>}
          </p>
          <p className="text-sm [overflow-wrap:anywhere] text-slate-500" data-testid="team-member-email">
            {member.email}
          </p>
        </div>
      </div>
      {(canChangeRole || canRemove || canTransfer || canLeave) && (
        <div className="mt-3 flex flex-wrap items-center gap-2 sm:pl-12">
          {canChangeRole && (
            <div className="min-w-36">
              <Select
                aria-label={t('members.roleOf', { name: member.name })}
                value={member.role}
                disabled={changeRole.isPending}
                onChange={(e) => changeRole.mutate(e.target.value as AssignableRole)}
                className="h-9"
                data-testid="member-role"
              >
                {ASSIGNABLE.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {canTransfer && (
            <Button size="sm" variant="outline" onClick={() => setConfirming('transfer')} data-testid="member-transfer">
              <Crown aria-hidden className="h-4 w-4" />
              {t('members.transfer')}
            </Button>
          )}
          {canRemove && (
            <Button size="sm" variant="outline" onClick={() => setConfirming('remove')} data-testid="member-remove">
              <UserMinus aria-hidden className="h-4 w-4 text-red-600" />
              {t('members.remove')}
            </Button>
          )}
          {canLeave && (
            <Button size="sm" variant="outline" onClick={() => setConfirming('leave')} data-testid="team-leave">
              <LogOut aria-hidden className="h-4 w-4" />
              {t('members.leave')}
            </Button>
          )}
        </div>
      )}
      {failed && (
        <div className="mt-2 sm:pl-12">
          <InlineError message={errorMessage(failed.error, t)} />
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? t(`members.${confirming}Title`, { name: member.name, team: team.name }) : ''}
        text={confirming ? t(`members.${confirming}Text`, { name: member.name, team: team.name }) : ''}
        confirmLabel={confirming ? t(`members.${confirming}`) : ''}
        cancelLabel={t('form.cancel')}
        destructive={confirming !== 'transfer'}
        pending={running?.isPending}
        onConfirm={() => running?.mutate(undefined, { onSettled: () => setConfirming(null) })}
      />
    </li>
  );
}

/** Who is in the team, with the actions the caller's role allows on each (ADR 25); everyone may leave but the owner. */
export function MembersSection({ team }: { team: TeamProfile }) {
  const { t } = useTranslation('team');
  const me = useProfile();
  return (
    <section
      aria-labelledby="members-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="members-heading" className="mb-4 text-base font-semibold text-slate-900">
        {t('members.title')} <span className="font-normal text-slate-500">({team.members.length})</span>
      </h2>
      <ul className="divide-y divide-slate-100" data-testid="team-members">
        {team.members.map((member) => (
          <MemberRow key={member.userId} team={team} member={member} isMe={member.userId === me.id} />
        ))}
      </ul>
    </section>
  );
}
