import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { noteListQuery } from '../notes/note-api.ts';
import { teamCalls, useTeamAction } from './team-api.ts';
import { InlineError } from './TeamBits.tsx';

type Choice = { id: string; label: string };

/**
 * One picker and a Share button: used from the team's library (choose one of my notes) and from a note's
 * page (choose one of my teams). `choices` undefined while they load.
 */
export function SharePicker({
  open,
  onOpenChange,
  title,
  label,
  choices,
  empty,
  onShare,
  more,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  choices: Choice[] | undefined;
  empty: string;
  onShare: (id: string) => Promise<unknown>;
  /** More choices exist beyond those listed: a button fetches the next page. */
  more?: { label: string; load: () => void; loading: boolean };
}) {
  const { t } = useTranslation('team');
  const [picked, setPicked] = useState('');
  const share = useTeamAction(onShare);
  const chosen = picked || choices?.[0]?.id || '';
  const close = (next: boolean) => {
    if (share.isPending) return;
    onOpenChange(next);
    if (!next) share.reset();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      data-testid="share-dialog"
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={share.isPending}>
            {t('form.cancel')}
          </Button>
          <Button
            disabled={!chosen || share.isPending}
            onClick={() => share.mutate(chosen, { onSuccess: () => onOpenChange(false) })}
            data-testid="share-confirm"
          >
            {share.isPending && <Spinner className="h-4 w-4 text-current" />}
            {t('library.share')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {choices === undefined ? (
          <Spinner label={t('loading')} />
        ) : choices.length === 0 ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          <Field id="share-choice" label={label}>
            <Select
              id="share-choice"
              value={chosen}
              onChange={(e) => setPicked(e.target.value)}
              data-testid="share-choice"
            >
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {more && (
          <Button variant="link" size="sm" onClick={more.load} disabled={more.loading} data-testid="share-more">
            {more.loading && <Spinner className="h-4 w-4 text-current" />}
            {more.label}
          </Button>
        )}
        <InlineError message={share.isError ? errorMessage(share.error, t) : undefined} />
      </div>
    </Dialog>
  );
}

/** "Share a note" in a team's library: the learner's own notes, newest first, a page more on asking. */
export function ShareNoteDialog({
  teamId,
  open,
  onOpenChange,
}: {
  teamId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('team');
  const notes = useInfiniteQuery({ ...noteListQuery, enabled: open });
  const choices = notes.data?.pages.flatMap((page) => page.notes).map((n) => ({ id: n.id, label: n.title }));
  return (
    <SharePicker
      open={open}
      onOpenChange={onOpenChange}
      title={t('library.shareTitle')}
      label={t('library.pickNote')}
      choices={notes.isError ? [] : choices}
      empty={t('library.noNotes')}
      onShare={(noteId) => teamCalls.shareNote(teamId, { noteId })}
      more={
        notes.hasNextPage
          ? { label: t('library.moreNotes'), load: () => void notes.fetchNextPage(), loading: notes.isFetchingNextPage }
          : undefined
      }
    />
  );
}
