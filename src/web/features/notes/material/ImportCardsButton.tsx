import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showAlert } from '../../../lib/alert.ts';
import { invalidateSentences } from '../../saved-sentences/api.ts';
import { invalidateVocab } from '../../saved-words/api.ts';
import { noteListQuery } from '../note-api.ts';
import { importNoteCards } from './material-api.ts';

export type ImportKind = 'words' | 'sentences';

/**
 * Puts all of the note's word (or sentence) cards into my words (or sentences) at once. The server skips
 * what is already saved, so pressing it again is harmless; the alert bar says how many were new.
 */
export function ImportCardsButton({ noteId, kind }: { noteId: string; kind: ImportKind }) {
  const { t } = useTranslation('notes');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => importNoteCards(noteId, kind),
    onSuccess: ({ imported, alreadySaved }) => {
      showAlert(t(`import.${kind}Done`, { imported, alreadySaved }), 'success');
      if (kind === 'words') {
        // Imported words start at learning 1: the transcript's tints and the "% known" move.
        invalidateVocab(queryClient);
        void queryClient.invalidateQueries({ queryKey: noteListQuery.queryKey, refetchType: 'none' });
      } else invalidateSentences(queryClient);
    },
  });
  const done = mutation.isSuccess;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
      data-testid={`import-${kind}`}
      data-state={done ? 'done' : mutation.isPending ? 'importing' : 'idle'}
      className="shrink-0"
    >
      {mutation.isPending ? (
        <Spinner className="h-3.5 w-3.5" />
      ) : done ? (
        <CheckCheck aria-hidden className="h-3.5 w-3.5 text-emerald-600" />
      ) : (
        <ListPlus aria-hidden className="h-3.5 w-3.5" />
      )}
      {done ? t(`import.${kind}Saved`) : t(`import.${kind}`)}
    </Button>
  );
}
