import type { PlannedNote, PlaylistHistory, TaskType } from '../../lib/api-types.ts';
import { TASK_TYPES } from './goals-api.ts';

export const PLAYLIST_ID = '0193a000-0000-7000-8000-000000000001';

export function plannedNote(i: number, done: TaskType[] = [], change: Partial<PlannedNote> = {}): PlannedNote {
  return {
    itemId: `item-${i}`,
    noteId: `0193a000-0000-7000-8000-00000000010${i}`,
    title: `Note ${i + 1}`,
    position: i,
    day: `2026-11-${26 + i}`,
    progress: 0,
    completed: done.length === TASK_TYPES.length,
    lastViewedAt: null,
    tasks: TASK_TYPES.map((taskType) => ({ taskType, done: done.includes(taskType) })),
    ...change,
  };
}

/** A learner on day one of a 2-note goal; `change` overrides any field. */
export function testHistory(change: Partial<PlaylistHistory> = {}): PlaylistHistory {
  const notes = change.notes ?? [plannedNote(0), plannedNote(1)];
  return {
    playlistId: PLAYLIST_ID,
    playlistTitle: 'Everyday Korean',
    ownPlaylist: true,
    today: '2026-11-26',
    timeZone: 'UTC',
    goal: {
      pace: { kind: 'notes_per_week', value: 7 },
      startDay: '2026-11-26',
      targetDate: '2026-12-26',
      expectedFinish: '2026-11-27',
      onTrack: true,
      notesPerWeekForTarget: 1,
    },
    notes,
    completedCount: notes.filter((n) => n.completed).length,
    totalCount: notes.length,
    todayItemIds: [notes[0]!.itemId],
    todayComplete: false,
    streak: { current: 1, longest: 3, todayComplete: false, graceUsedThisWeek: false },
    ...change,
  };
}
