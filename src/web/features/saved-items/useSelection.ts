import { useCallback, useMemo, useState } from 'react';

/**
 * Which of the listed items are ticked. Ticks on items that left the list (deleted, filtered out) are
 * ignored, and a new `resetKey` (the filters) starts over with nothing ticked.
 */
export function useSelection(visibleIds: readonly string[], resetKey: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: resetKey, ids: new Set() });
  const ticked = state.key === resetKey ? state.ids : new Set<string>();
  const ids = useMemo(() => visibleIds.filter((id) => ticked.has(id)), [visibleIds, ticked]);

  const toggle = useCallback(
    (id: string) =>
      setState((current) => {
        const next = new Set(current.key === resetKey ? current.ids : []);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { key: resetKey, ids: next };
      }),
    [resetKey],
  );
  const selectAll = useCallback(() => setState({ key: resetKey, ids: new Set(visibleIds) }), [resetKey, visibleIds]);
  const clear = useCallback(() => setState({ key: resetKey, ids: new Set() }), [resetKey]);

  return {
    ids,
    count: ids.length,
    isSelected: (id: string) => ticked.has(id),
    allSelected: visibleIds.length > 0 && ids.length === visibleIds.length,
    toggle,
    selectAll,
    clear,
  };
}

export type Selection = ReturnType<typeof useSelection>;
