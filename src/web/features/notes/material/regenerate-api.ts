import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { NoteMaterial, RegenerateMaterialRequest } from '../../../lib/api-types.ts';
import { materialKeys } from './material-api.ts';

/** Makes the note's study material again (ADR 29): free; asked while it is being made, the same status answers. */
export const regenerateMaterial = (noteId: string, body: RegenerateMaterialRequest = {}) =>
  api<NoteMaterial>(`/note/${encodeURIComponent(noteId)}/regenerate-material`, { method: 'POST', body });

/** The material is being made again: its status answers at once, and every material tab polls until ready. */
export function useRegenerateMaterial(noteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegenerateMaterialRequest = {}) => regenerateMaterial(noteId, body),
    onSuccess: async (state) => {
      queryClient.setQueryData(materialKeys.material(noteId), state);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: materialKeys.flashcards(noteId) }),
        queryClient.invalidateQueries({ queryKey: materialKeys.grammar(noteId) }),
      ]);
    },
  });
}
