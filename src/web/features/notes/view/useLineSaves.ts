import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { invalidateSentences, saveSentence, sentenceListQuery, toggleSaveSentence } from '../../saved-sentences/api.ts';
import type { Sentence, Subtitle } from '../../../lib/api-types.ts';

export type LineSaveTarget = {
  noteId: string;
  language: string;
  to: string;
  ytId: string | null;
  lines: readonly Subtitle[];
};

/** Line index → id of the saved sentence, from the saved sentences of this note. */
export function savedLinesOf(sentences: readonly Sentence[], noteId: string): Map<number, string> {
  const saved = new Map<number, string>();
  for (const sentence of sentences) {
    if (sentence.isSaved && sentence.noteId === noteId && sentence.sentenceId !== null)
      saved.set(sentence.sentenceId, sentence.id);
  }
  return saved;
}

/**
 * "Save this line to my sentences" for every transcript line: which lines are saved (all pages of the
 * note's saved sentences), and a toggle that shows its answer at once, before the lists are fetched again.
 */
export function useLineSaves({ noteId, language, to, ytId, lines }: LineSaveTarget) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({ ...sentenceListQuery({ noteId, isSaved: true }), meta: { silent: true } });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // What the learner just did wins over the list until it is fetched again (null: unsaved).
  const [overrides, setOverrides] = useState<ReadonlyMap<number, string | null>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const saved = useMemo(() => {
    const fromList = savedLinesOf(list.data?.pages.flatMap((page) => page.items) ?? [], noteId);
    for (const [index, id] of overrides) {
      if (id) fromList.set(index, id);
      else fromList.delete(index);
    }
    return fromList;
  }, [list.data, overrides, noteId]);

  const mark = (index: number, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });

  const mutation = useMutation({
    mutationFn: async ({ index, savedId }: { index: number; savedId: string | undefined }) => {
      if (savedId) return toggleSaveSentence(savedId);
      const line = lines[index]!;
      return saveSentence({
        sentence: line.text,
        from: language,
        to,
        meaning: line.translation || undefined,
        noteId,
        sentenceId: index,
        ytId: ytId ?? undefined,
      });
    },
    onMutate: ({ index }) => mark(index, true),
    onSuccess: (sentence, { index }) => {
      setOverrides((current) => new Map(current).set(index, sentence.isSaved ? sentence.id : null));
      invalidateSentences(queryClient);
    },
    onSettled: (_sentence, _error, { index }) => mark(index, false),
  });

  // Stable, so the memoised transcript lines do not all render again after each save.
  const latest = useRef({ saved, pending });
  latest.current = { saved, pending };
  const { mutate } = mutation;
  const toggle = useCallback(
    (index: number) => {
      if (!lines[index] || latest.current.pending.has(index)) return;
      mutate({ index, savedId: latest.current.saved.get(index) });
    },
    [lines, mutate],
  );
  return { saved, pending, toggle };
}
