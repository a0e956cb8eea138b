import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Link2, ListPlus, type LucideIcon, MessagesSquare, Share2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { OnFirstUse } from '../components/ui/on-first-use.tsx';
import { noteQuery } from '../features/notes/note-api.ts';
import { NoteViewPage } from '../features/notes/view/NoteViewPage.tsx';
import { myTeamsQuery } from '../features/team/team-api.ts';
import { localeParam, useLocale } from '../lib/locale.ts';
import { useWhenIdle } from '../lib/use-drawn-in-steps.ts';

/*
 * `/notes/$noteId` with what other features add to the note's header (the notes folder knows no team,
 * playlist or sharing). Their buttons open dialogs whose code (~30 KB gzipped with Radix's dialog) is
 * fetched when a button is first hovered, focused or clicked, not with the page: until then each is a
 * look-alike (OnFirstUse) that opens the real one on click (ADR 12).
 */

const loadPlaylistActions = () => import('../features/playlists/NotePlaylistActions.tsx');
const loadShareLink = () => import('../features/sharing/ShareLinkDialog.tsx');
const loadShareToTeam = () => import('../features/team/ShareToTeamButton.tsx');
const AddToPlaylistButton = lazy(() => loadPlaylistActions().then((m) => ({ default: m.AddToPlaylistButton })));
const PlaylistContextBar = lazy(() => loadPlaylistActions().then((m) => ({ default: m.PlaylistContextBar })));
const ShareLinkButton = lazy(() => loadShareLink().then((m) => ({ default: m.ShareLinkButton })));
const ShareToTeamButton = lazy(() => loadShareToTeam().then((m) => ({ default: m.ShareToTeamButton })));

type NotePageProps = { noteId: string; at?: number; playlistId?: string; playlistNoteId?: string };

export function NotePage({ noteId, at, playlistId, playlistNoteId }: NotePageProps) {
  const playlist = playlistId && playlistNoteId ? { playlistId, noteId: playlistNoteId } : undefined;
  const actions = (
    <span className="inline-flex flex-wrap items-center gap-2">
      <PracticeLink noteId={noteId} />
      {playlistId && (
        <Suspense fallback={null}>
          <PlaylistContextBar noteId={noteId} playlistId={playlistId} />
        </Suspense>
      )}
      <NoteActions noteId={noteId} />
    </span>
  );
  return <NoteViewPage key={noteId} noteId={noteId} at={at} actions={actions} playlist={playlist} />;
}

/** "Add to playlist", "Share" and, for a learner in a team, "Share to team". */
function NoteActions({ noteId }: { noteId: string }) {
  const { t } = useTranslation(['playlists', 'sharing', 'team']);
  const shared = useQuery({ ...noteQuery(noteId), meta: { silent: true } }).data?.sharedAt != null;
  // Whether the learner is in a team only adds a button: asked once the page is drawn and the browser idle.
  const idle = useWhenIdle();
  const inTeam = (useQuery({ ...myTeamsQuery, meta: { silent: true }, enabled: idle }).data?.teams.length ?? 0) > 0;
  return (
    <>
      <StandIn
        icon={ListPlus}
        label={t('playlists:add.button')}
        testId="note-add-to-playlist"
        load={loadPlaylistActions}
      >
        <AddToPlaylistButton noteId={noteId} defaultOpen />
      </StandIn>
      <StandIn
        icon={Link2}
        label={shared ? t('sharing:dialog.buttonShared') : t('sharing:dialog.button')}
        testId="note-share-link"
        load={loadShareLink}
      >
        <ShareLinkButton noteId={noteId} defaultOpen />
      </StandIn>
      {inTeam && (
        <StandIn icon={Share2} label={t('team:library.shareToTeam')} testId="note-share-team" load={loadShareToTeam}>
          <ShareToTeamButton noteId={noteId} defaultOpen />
        </StandIn>
      )}
    </>
  );
}

type StandInProps = {
  icon: LucideIcon;
  label: string;
  testId: string;
  load: () => Promise<unknown>;
  /** The real button, mounted (open) by the first click. */
  children: ReactNode;
};

/** The button as the real one draws it; its code is fetched on hover or focus, so the click rarely waits. */
function StandIn({ icon: Icon, label, testId, load, children }: StandInProps) {
  return (
    <OnFirstUse
      placeholder={(open) => (
        <Button
          size="sm"
          variant="outline"
          data-testid={testId}
          onPointerEnter={() => void load()}
          onFocus={() => void load()}
          onClick={open}
        >
          <Icon aria-hidden className="h-4 w-4" />
          {label}
        </Button>
      )}
    >
      {children}
    </OnFirstUse>
  );
}

/** The note page's way to the AI tutor (ADR 36): a plain link, so the note page carries nothing of the practice page. */
function PracticeLink({ noteId }: { noteId: string }) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  return (
    <Link
      to="/{-$locale}/notes/$noteId/practice"
      params={{ locale: localeParam(locale), noteId }}
      className="inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-xs font-medium shadow-sm hover:bg-slate-100"
      data-testid="note-practice-link"
    >
      <MessagesSquare className="h-3.5 w-3.5" aria-hidden />
      {t('link')}
    </Link>
  );
}
