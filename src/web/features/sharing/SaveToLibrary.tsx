import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { BookmarkPlus, Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { sessionQuery } from '../../lib/session.ts';
import { importedStatusQuery, sharingCalls, sharingKeys } from './sharing-api.ts';

/**
 * "Save to my library". Signed out it leads to sign-up (sign-in is one click from there), which comes back
 * here with `save`: the note is then imported and its copy opened. Signed in it imports at once; once the
 * note is in the learner's library (a copy, or their own) it says so, and "Open" opens it.
 */
export function SaveToLibrary({ noteId, save, returnTo }: { noteId: string; save: boolean; returnTo: string }) {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  const params = { locale: localeParam(locale) };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const signedIn = Boolean(session.data);
  const status = useQuery(importedStatusQuery(noteId, signedIn));
  const importing = useMutation({
    mutationFn: () => sharingCalls.importNote(noteId),
    meta: { silent: true },
    onSuccess: (copy) => {
      queryClient.setQueryData(sharingKeys.imported(noteId), { isImported: true });
      void queryClient.invalidateQueries({ queryKey: ['notes', 'list'] });
      void navigate({ to: '/{-$locale}/notes/$noteId', params: { ...params, noteId: copy.noteId } });
    },
  });

  // Back from signing up with `save`: import once, then open the copy.
  const saved = useRef(false);
  useEffect(() => {
    if (!save || !signedIn || saved.current) return;
    saved.current = true;
    importing.mutate();
  }, [save, signedIn, importing]);

  if (session.isPending || (signedIn && status.isPending) || importing.isPending) {
    return (
      <Button disabled data-testid="shared-save-busy">
        <Spinner className="h-4 w-4 text-current" />
        {t('page.save')}
      </Button>
    );
  }
  if (!signedIn) {
    return (
      <Link
        to="/{-$locale}/sign-up"
        params={params}
        search={{ redirect: `${returnTo}?save=1` }}
        className={buttonVariants()}
        data-testid="shared-save"
      >
        <BookmarkPlus aria-hidden className="h-4 w-4" />
        {t('page.save')}
      </Link>
    );
  }
  const error = importing.isError ? errorMessage(importing.error, t) : undefined;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      {status.data?.isImported ? (
        <span className="inline-flex items-center gap-2" data-testid="shared-in-library">
          <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
            <Check aria-hidden className="h-4 w-4" />
            {t('page.inLibrary')}
          </span>
          <span aria-hidden className="text-slate-400">
            ·
          </span>
          <Button size="sm" variant="outline" onClick={() => importing.mutate()} data-testid="shared-open">
            {t('page.open')}
          </Button>
        </span>
      ) : (
        <Button onClick={() => importing.mutate()} data-testid="shared-save">
          <BookmarkPlus aria-hidden className="h-4 w-4" />
          {t('page.save')}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600" data-testid="shared-save-error">
          {error}
        </p>
      )}
    </div>
  );
}
