import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BookOpen, Download, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../common/format.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { TeamNote, TeamProfile } from '../../lib/api-types.ts';
import { displayLanguage } from '../../lib/language-options.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { useProfile } from '../../lib/session.ts';
import { ShareNoteDialog } from './ShareNoteDialog.tsx';
import { teamCalls, teamNotesQuery, useTeamAction } from './team-api.ts';
import { InlineError } from './TeamBits.tsx';

function TeamNoteRow({ team, note, mine }: { team: TeamProfile; note: TeamNote; mine: boolean }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  // The learner's notes list gains the copy.
  const importNote = useTeamAction(() => teamCalls.importNote(team.id, note.noteId), [['notes']]);
  const remove = useTeamAction(() => teamCalls.removeNote(team.id, note.noteId));
  const failed = importNote.isError ? importNote.error : remove.isError ? remove.error : undefined;
  const copy = importNote.data?.noteId;

  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="team-note">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{note.title}</p>
      <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-500">
        {t('library.meta', {
          language: displayLanguage(note.language, locale),
          name: note.sharedBy.name,
          date: formatDate(note.sharedAt, locale),
        })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {mine ? (
          <Link
            to="/{-$locale}/notes/$noteId"
            params={{ locale: localeParam(locale), noteId: note.noteId }}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            data-testid="team-note-open"
          >
            <BookOpen aria-hidden className="h-4 w-4" />
            {t('library.open')}
          </Link>
        ) : copy ? (
          <Link
            to="/{-$locale}/notes/$noteId"
            params={{ locale: localeParam(locale), noteId: copy }}
            className={buttonVariants({ size: 'sm', variant: 'secondary' })}
            data-testid="team-note-copy"
          >
            <BookOpen aria-hidden className="h-4 w-4" />
            {t(importNote.data?.alreadyImported ? 'library.alreadyImported' : 'library.openCopy')}
          </Link>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={importNote.isPending}
            onClick={() => importNote.mutate(undefined)}
            data-testid="team-note-import"
          >
            {importNote.isPending ? <Spinner className="h-4 w-4" /> : <Download aria-hidden className="h-4 w-4" />}
            {t('library.import')}
          </Button>
        )}
        {(mine || team.permissions.removeAnyTeamNote) && (
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined)}
            data-testid="team-note-remove"
          >
            <Trash2 aria-hidden className="h-4 w-4 text-red-600" />
            {t('library.remove')}
          </Button>
        )}
      </div>
      {failed && (
        <div className="mt-2">
          <InlineError message={errorMessage(failed, t)} />
        </div>
      )}
    </li>
  );
}

/** The team's shared notes: members import a copy into their own library; sharing needs the role's permission. */
export function TeamLibrary({ team }: { team: TeamProfile }) {
  const { t } = useTranslation('team');
  const me = useProfile();
  const [sharing, setSharing] = useState(false);
  const list = useInfiniteQuery(teamNotesQuery(team.id));
  const notes = list.data?.pages.flatMap((page) => page.notes) ?? [];

  return (
    <section
      aria-labelledby="library-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="team-library"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="library-heading" className="text-base font-semibold text-slate-900">
          {t('library.title')}
        </h2>
        {team.permissions.shareNote && (
          <Button size="sm" onClick={() => setSharing(true)} data-testid="team-share-note">
            <Share2 aria-hidden className="h-4 w-4" />
            {t('library.shareButton')}
          </Button>
        )}
      </div>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <InlineError message={errorMessage(list.error, t)} />
      ) : notes.length === 0 ? (
        <EmptyState icon={BookOpen} title={t('library.emptyTitle')} text={t('library.emptyText')} titleAs="h3" />
      ) : (
        <>
          <ul className="divide-y divide-slate-100" data-testid="team-notes">
            {notes.map((note) => (
              <TeamNoteRow key={note.noteId} team={team} note={note} mine={note.sharedBy.userId === me.id} />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="outline"
              className="mt-4"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('library.more')}
            </Button>
          )}
        </>
      )}
      {team.permissions.shareNote && <ShareNoteDialog teamId={team.id} open={sharing} onOpenChange={setSharing} />}
    </section>
  );
}
