import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import {
  GoalPlan,
  LatestHistory,
  NoteProgressBody,
  PlaylistHistory,
  PlaylistNoteBody,
  PlaylistNoteQuery,
  PlaylistQuery,
  StartGoalBody,
  Streak,
  ToggleTaskBody,
} from './schema.ts';
import * as service from './service.ts';

const Viewed = z.object({ noteId: z.string(), lastViewedAt: z.iso.datetime() });
const StreakDay = Streak.extend({ today: z.string() });

/** Goals, progress, daily tasks and streaks on a playlist (spec §7 "Playlists", ADR 33); all need sign-in. */
export function registerPlaylistHistoryRoutes(app: FastifyInstance, deps: service.ServiceDeps): void {
  const tag = 'Playlists';
  const auth = 'required' as const;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/playlist-history',
      tag,
      auth,
      summary: 'My goal on a playlist: the plan, progress per note, today’s tasks and the streak',
      query: PlaylistQuery,
      response: PlaylistHistory,
    },
    ({ user, query }) => service.history(deps, user.id, query.playlistId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/playlist-history/latest',
      tag,
      auth,
      summary: 'The goal I was most recently busy with (the dashboard’s Today card), or null',
      response: LatestHistory,
    },
    ({ user }) => service.latest(deps, user.id),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/playlist-history',
      tag,
      auth,
      summary: 'Goal wizard: plan a playlist at a pace by a target date; preview: true answers the plan only',
      body: StartGoalBody,
      response: GoalPlan,
    },
    ({ user, body }) => service.startGoal(deps, user.id, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/playlist-history/today-tasks',
      tag,
      auth,
      summary: 'Tick or untick one task of a note (watch, save_words, review_cards, grammar, quiz, shadowing)',
      body: ToggleTaskBody,
      response: PlaylistHistory,
    },
    ({ user, body }) => service.toggleTask(deps, user.id, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/playlist-history/note-progress',
      tag,
      auth,
      summary: 'Record progress through a note (0–100, never goes back; 100 completes it)',
      body: NoteProgressBody,
      response: PlaylistHistory,
    },
    ({ user, body }) => service.recordProgress(deps, user.id, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/playlist-history/completed-history',
      tag,
      auth,
      summary: 'Mark a note of the playlist completed',
      body: PlaylistNoteBody,
      response: PlaylistHistory,
    },
    ({ user, body }) => service.completeNote(deps, user.id, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/playlist-history/view',
      tag,
      auth,
      summary: 'I opened a note of the playlist (its last view; the goal becomes the latest)',
      query: PlaylistNoteQuery,
      response: Viewed,
    },
    ({ user, query }) => service.viewNote(deps, user.id, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/playlist-history/update-streak-day',
      tag,
      auth,
      summary: 'Settle today’s streak day from today’s tasks and answer the streak (idempotent)',
      query: PlaylistQuery,
      response: StreakDay,
    },
    ({ user, query }) => service.updateStreakDay(deps, user.id, query.playlistId),
  );
}
