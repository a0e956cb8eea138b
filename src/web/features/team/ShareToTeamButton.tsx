import { useQuery } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { SharePicker } from './ShareNoteDialog.tsx';
import { myTeamsQuery, teamCalls } from './team-api.ts';

/**
 * On a note's page: "Share to team" for a learner in at least one team; nothing otherwise.
 * `defaultOpen`: mounted by the first click on the page's light stand-in (routes/note-actions.tsx), so it opens at once.
 */
export function ShareToTeamButton({ noteId, defaultOpen = false }: { noteId: string; defaultOpen?: boolean }) {
  const { t } = useTranslation('team');
  const [open, setOpen] = useState(defaultOpen);
  const [shared, setShared] = useState(false);
  // Garnish on the note page: a failed read just leaves the button out.
  const teams = useQuery({ ...myTeamsQuery, meta: { silent: true } }).data?.teams ?? [];
  if (teams.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="note-share-team">
        <Share2 aria-hidden className="h-4 w-4" />
        {t('library.shareToTeam')}
      </Button>
      {shared && (
        <span role="status" className="text-sm text-emerald-700" data-testid="note-shared">
          {t('library.shared')}
        </span>
      )}
      <SharePicker
        open={open}
        onOpenChange={setOpen}
        title={t('library.shareToTeam')}
        label={t('library.pickTeam')}
        choices={teams.map((team) => ({ id: team.id, label: team.name }))}
        empty=""
        onShare={async (teamId) => {
          await teamCalls.shareNote(teamId, { noteId });
          setShared(true);
        }}
      />
    </span>
  );
}
