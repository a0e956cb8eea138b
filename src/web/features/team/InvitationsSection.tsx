import { Send, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, TextField } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { AssignableRole, TeamInvitation, TeamProfile } from '../../lib/api-types.ts';
import { useLocale } from '../../lib/locale.ts';
import { ASSIGNABLE, teamCalls, useTeamAction } from './team-api.ts';
import { InlineError, RoleBadge } from './TeamBits.tsx';
import { emailProblem } from './team-validation.ts';

const pendingOf = (team: TeamProfile) => team.invitations.filter((i) => i.status === 'pending');

/** Members plus pending invitations count against the cap (the server refuses past it). */
export const seatsUsed = (team: TeamProfile) => team.members.length + pendingOf(team).length;

function InviteForm({ team }: { team: TeamProfile }) {
  const { t } = useTranslation('team');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [checked, setChecked] = useState(false);
  const invite = useTeamAction(() => teamCalls.invite(team.id, { email: email.trim(), role }));
  const used = seatsUsed(team);
  const full = used >= team.memberCap;
  const emailError = checked ? emailProblem(email) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (emailProblem(email)) return;
    invite.mutate(undefined, {
      onSuccess: () => {
        setEmail('');
        setChecked(false);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="invite-form">
      <p className="text-sm text-slate-600" data-testid="team-seats">
        {t('invite.seats', { used, cap: team.memberCap })}
      </p>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <TextField
          id="invite-email"
          type="email"
          inputMode="email"
          autoComplete="off"
          label={t('invite.email')}
          placeholder={t('invite.emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={emailError && t(emailError)}
          data-testid="invite-email"
        />
        <Field id="invite-role" label={t('invite.role')}>
          <Select
            id="invite-role"
            value={role}
            onChange={(e) => setRole(e.target.value as AssignableRole)}
            data-testid="invite-role"
          >
            {ASSIGNABLE.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {full && (
        <p className="text-sm text-amber-700" data-testid="team-full">
          {t('invite.full')}
        </p>
      )}
      <InlineError message={invite.isError ? errorMessage(invite.error, t) : undefined} />
      {invite.isSuccess && !invite.isPending && (
        <p role="status" className="text-sm text-emerald-700" data-testid="invite-sent">
          {t('invite.sent', { email: invite.data.email })}
        </p>
      )}
      <Button type="submit" disabled={invite.isPending || full} data-testid="invite-submit">
        {invite.isPending ? <Spinner className="h-4 w-4 text-current" /> : <Send aria-hidden className="h-4 w-4" />}
        {t('invite.submit')}
      </Button>
    </form>
  );
}

function PendingRow({ team, invitation }: { team: TeamProfile; invitation: TeamInvitation }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const cancel = useTeamAction(() => teamCalls.cancelInvitation(team.id, invitation.id));
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid="pending-invitation">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="min-w-0 basis-full text-sm font-medium [overflow-wrap:anywhere] text-slate-900 sm:basis-0 sm:flex-1">
          {invitation.email}
        </span>
        <RoleBadge role={invitation.role} />
        {team.permissions.cancelInvitation && (
          <Button
            size="sm"
            variant="ghost"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined)}
            data-testid="invitation-cancel"
          >
            <X aria-hidden className="h-4 w-4" />
            {t('invite.cancel')}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">
        {t('invite.expires', { date: formatDate(invitation.expiresAt, locale) })}
      </p>
      <InlineError message={cancel.isError ? errorMessage(cancel.error, t) : undefined} />
    </li>
  );
}

/** Pending invitations and the invite form: the server lists invitations only to roles that may invite. */
export function InvitationsSection({ team }: { team: TeamProfile }) {
  const { t } = useTranslation('team');
  const pending = pendingOf(team);
  if (!team.permissions.invite && pending.length === 0) return null;
  return (
    <section
      aria-labelledby="invitations-heading"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="team-invitations"
    >
      <h2 id="invitations-heading" className="text-base font-semibold text-slate-900">
        {t('invite.title')}
      </h2>
      {team.permissions.invite && <InviteForm team={team} />}
      {pending.length > 0 && (
        <div>
          <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('invite.pending')}</h3>
          <ul className="divide-y divide-slate-100">
            {pending.map((invitation) => (
              <PendingRow key={invitation.id} team={team} invitation={invitation} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
