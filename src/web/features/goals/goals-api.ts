import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type {
  GoalPlan,
  LatestHistory,
  PaceKind,
  PlaylistHistory,
  StartGoalRequest,
  TaskType,
  ToggleTaskRequest,
} from '../../lib/api-types.ts';
import { reportTimeZone } from './time-zone.ts';

/** The task types in the order every list shows them (the server's TASK_TYPES). */
export const TASK_TYPES: readonly TaskType[] = ['watch', 'save_words', 'review_cards', 'grammar', 'quiz', 'shadowing'];
export const PACE_KINDS: readonly PaceKind[] = ['notes_per_week', 'minutes_per_day'];
/** The server's bounds (playlist-history/schema.ts PACE_LIMITS), so the wizard's input says them up front. */
export const PACE_LIMITS: Record<PaceKind, { min: number; max: number; initial: number }> = {
  notes_per_week: { min: 1, max: 21, initial: 3 },
  minutes_per_day: { min: 5, max: 240, initial: 20 },
};

/** The learner's days are their zone's: the server has it before it counts one (sent once, time-zone.ts). */
const zoned = async <T>(call: () => Promise<T>): Promise<T> => {
  await reportTimeZone();
  return call();
};

export const goalKeys = {
  all: ['playlist-history'] as const,
  history: (playlistId: string) => ['playlist-history', 'playlist', playlistId] as const,
  latest: ['playlist-history', 'latest'] as const,
};

export const historyQuery = (playlistId: string) =>
  queryOptions({
    queryKey: goalKeys.history(playlistId),
    queryFn: () => zoned(() => api<PlaylistHistory>('/playlist-history', { query: { playlistId } })),
    // Days change under the learner (midnight, a new zone): a goal's data is never kept long.
    staleTime: 30_000,
    meta: { silent: true },
  });

export const latestQuery = queryOptions({
  queryKey: goalKeys.latest,
  queryFn: () => zoned(() => api<LatestHistory>('/playlist-history/latest')),
  staleTime: 30_000,
  meta: { silent: true },
});

export const goalCalls = {
  plan: (body: StartGoalRequest) => zoned(() => api<GoalPlan>('/playlist-history', { method: 'POST', body })),
  toggle: (body: ToggleTaskRequest) => api<PlaylistHistory>('/playlist-history/today-tasks', { method: 'PUT', body }),
  view: (playlistId: string, noteId: string) =>
    api<unknown>('/playlist-history/view', { method: 'PUT', query: { playlistId, noteId } }),
};

/** Puts a fresh history where both the playlist's and (when it is that playlist) the latest query read it. */
function useStoreHistory() {
  const client = useQueryClient();
  return (history: PlaylistHistory) => {
    client.setQueryData(goalKeys.history(history.playlistId), history);
    client.setQueryData<LatestHistory>(goalKeys.latest, (latest) =>
      !latest?.history || latest.history.playlistId === history.playlistId ? { history } : latest,
    );
  };
}

/** Ticks or unticks one task; the answer (the whole history) replaces what the caches hold. */
export function useToggleTask() {
  const store = useStoreHistory();
  // One at a time, in order: each answer is the whole history, so a late answer must not undo a newer tick.
  return useMutation({ mutationFn: goalCalls.toggle, onSuccess: store, scope: { id: 'playlist-history-tasks' } });
}

/** Starts the goal (not a preview) and stores the history it answers. */
export function useStartGoal() {
  const store = useStoreHistory();
  return useMutation({
    mutationFn: (body: Omit<StartGoalRequest, 'preview'>) => goalCalls.plan({ ...body, preview: false }),
    onSuccess: (plan) => {
      if (plan.history) store(plan.history);
    },
  });
}
