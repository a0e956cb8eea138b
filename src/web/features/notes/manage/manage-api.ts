import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { GenerationStarted, NoteDeleted, NoteRenamed, RenameNoteRequest } from '../../../lib/api-types.ts';
import { materialKeys } from '../material/material-api.ts';

/** Note management (ADR 29): what the owner does to a note besides studying it. */
const notePath = (noteId: string) => `/note/${encodeURIComponent(noteId)}`;

export const renameNote = (noteId: string, title: string) =>
  api<NoteRenamed>(notePath(noteId), { method: 'PATCH', body: { title } satisfies RenameNoteRequest });

export const deleteNote = (noteId: string) => api<NoteDeleted>(notePath(noteId), { method: 'DELETE' });

/** Runs a failed generation again under the same stfId (a note unit is taken again; its failure gave it back). */
export const retryGeneration = (stfId: string) =>
  api<GenerationStarted>(`/note/status/${encodeURIComponent(stfId)}/retry`, { method: 'POST' });

/** The note's title changed: its page and every list showing it read it again. */
export function useRenameNote(noteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => renameNote(noteId, title),
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['note', noteId] }),
        queryClient.invalidateQueries({ queryKey: ['notes'] }),
      ]),
  });
}

/**
 * The note is gone: lists drop it and its own cached reads are forgotten (nothing refetches a deleted note).
 * A failure is toasted (lib/alert.ts: failures never go to the alert bar).
 */
export function useDeleteNote(noteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteNote(noteId),
    onSuccess: async () => {
      for (const queryKey of [['note', noteId], ...Object.values(materialKeys).map((key) => key(noteId))])
        queryClient.removeQueries({ queryKey, exact: false });
      await queryClient.invalidateQueries({ queryKey: ['notes'] });
    },
  });
}
