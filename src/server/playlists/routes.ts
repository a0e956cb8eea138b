import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import * as curation from './curation.ts';
import {
  AddNoteBody,
  CreatePlaylistBody,
  LibraryEntryBody,
  LibraryPage,
  LibraryParams,
  LibraryPlaylistBody,
  LibraryQuery,
  MyPlaylists,
  NotePlaylistParams,
  NotePlaylistQuery,
  OpenedEntry,
  OrderBody,
  PlaylistDetail,
  PlaylistEntryParams,
  PlaylistNote,
  PlaylistNoteParams,
  PlaylistParams,
  UpdateLibraryBody,
  UpdatePlaylistBody,
} from './schema.ts';
import * as playlists from './service.ts';
import { openEntry, playlistNote, type StudyDeps } from './study.ts';

const Deleted = z.object({ deleted: z.literal(true) });

/** Playlists (issue 14, ADR 32): the library reads without sign-in; one's own playlists need it. */
export function registerPlaylistRoutes(app: FastifyInstance, deps: StudyDeps): void {
  const tag = 'Playlists';
  const { db } = deps;
  const required = 'required' as const;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/playlist/library/:language',
      tag,
      auth: 'none',
      summary: 'Library playlists of a learning language by position, 20 a page after lastId',
      params: LibraryParams,
      query: LibraryQuery,
      response: LibraryPage,
    },
    ({ params, query }) => playlists.libraryPage(db, params.language, query.lastId),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/playlist/user', tag, auth: required, summary: 'My own playlists', response: MyPlaylists },
    ({ user }) => playlists.myPlaylists(db, user),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/playlist/:playlistId',
      tag,
      auth: 'optional',
      summary: 'A playlist and its entries in order (a library playlist without sign-in; one’s own with it)',
      params: PlaylistParams,
      response: PlaylistDetail,
    },
    ({ user, params }) => playlists.playlistDetail(db, user?.id ?? null, params.playlistId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/playlist',
      tag,
      auth: required,
      summary: 'Make a playlist of my own (at most 100)',
      body: CreatePlaylistBody,
      response: PlaylistDetail,
      status: 201,
    },
    ({ user, body }) => playlists.createPlaylist(db, user, body),
  );
  defineRoute(
    app,
    {
      method: 'PATCH',
      url: '/playlist/:playlistId',
      tag,
      auth: required,
      summary: 'Rename my playlist or change its description',
      params: PlaylistParams,
      body: UpdatePlaylistBody,
      response: PlaylistDetail,
    },
    ({ user, params, body }) => playlists.updatePlaylist(db, user, params.playlistId, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/playlist/:playlistId',
      tag,
      auth: required,
      summary: 'Delete my playlist (its notes stay in my library)',
      params: PlaylistParams,
      response: Deleted,
    },
    ({ user, params }) => playlists.deletePlaylist(db, user, params.playlistId),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/playlist/:playlistId/order',
      tag,
      auth: required,
      summary: 'Put my playlist’s entries in this order (every entry once)',
      params: PlaylistParams,
      body: OrderBody,
      response: PlaylistDetail,
    },
    ({ user, params, body }) => playlists.reorderOwn(db, user, params.playlistId, body.itemIds),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/playlist/:playlistId/notes',
      tag,
      auth: required,
      summary: 'Add one of my notes (in the playlist’s language) to my playlist, at the end (at most 200)',
      params: PlaylistParams,
      body: AddNoteBody,
      response: PlaylistDetail,
    },
    ({ user, params, body }) => playlists.addOwnNote(db, user, params.playlistId, body.noteId),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/playlist/:playlistId/notes/:noteId',
      tag,
      auth: required,
      summary: 'Take a note out of my playlist (the note stays in my library)',
      params: PlaylistNoteParams,
      response: PlaylistDetail,
    },
    ({ user, params }) => playlists.removeOwnNote(db, user, params.playlistId, params.noteId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/playlist/:playlistId/entries/:itemId/open',
      tag,
      auth: required,
      summary:
        'Open an entry to study it: makes its note once (library clips) and my copy of it; call again until myNoteId is set',
      params: PlaylistEntryParams,
      response: OpenedEntry,
    },
    ({ user, params }) => openEntry(deps, user, params.playlistId, params.itemId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/note/:id/playlist',
      tag,
      auth: 'optional',
      summary: 'A note in the context of a playlist: its place, the entries before and after, and my copy',
      params: NotePlaylistParams,
      query: NotePlaylistQuery,
      response: PlaylistNote,
    },
    ({ user, params, query }) => playlistNote(db, user?.id ?? null, params.id, query.playlistId),
  );
  registerCurationRoutes(app, deps);
}

/** The library's curation (admins only, ADR 24). */
function registerCurationRoutes(app: FastifyInstance, { db }: StudyDeps): void {
  const tag = 'Admin';
  const auth = 'required' as const;
  const base = '/admin/playlist';
  defineRoute(
    app,
    {
      method: 'POST',
      url: base,
      tag,
      auth,
      summary: 'Make a library playlist for a language, last in its order (admins only)',
      body: LibraryPlaylistBody,
      response: PlaylistDetail,
      status: 201,
    },
    ({ user, body }) => curation.createLibraryPlaylist(db, user, body),
  );
  defineRoute(
    app,
    {
      method: 'PATCH',
      url: `${base}/:playlistId`,
      tag,
      auth,
      summary: 'Change a library playlist’s title, description, level or position (admins only)',
      params: PlaylistParams,
      body: UpdateLibraryBody,
      response: PlaylistDetail,
    },
    ({ user, params, body }) => curation.updateLibraryPlaylist(db, user, params.playlistId, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: `${base}/:playlistId`,
      tag,
      auth,
      summary: 'Delete a library playlist (admins only)',
      params: PlaylistParams,
      response: Deleted,
    },
    ({ user, params }) => curation.deleteLibraryPlaylist(db, user, params.playlistId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${base}/:playlistId/entries`,
      tag,
      auth,
      summary: 'Add a shared note, or a YouTube clip (videoId, startAt) made into a note on first open (admins only)',
      params: PlaylistParams,
      body: LibraryEntryBody,
      response: PlaylistDetail,
    },
    ({ user, params, body }) => curation.addLibraryEntry(db, user, params.playlistId, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: `${base}/:playlistId/order`,
      tag,
      auth,
      summary: 'Put a library playlist’s entries in this order (admins only)',
      params: PlaylistParams,
      body: OrderBody,
      response: PlaylistDetail,
    },
    ({ user, params, body }) => curation.reorderLibrary(db, user, params.playlistId, body.itemIds),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: `${base}/:playlistId/entries/:itemId`,
      tag,
      auth,
      summary: 'Take an entry out of a library playlist (admins only)',
      params: PlaylistEntryParams,
      response: PlaylistDetail,
    },
    ({ user, params }) => curation.removeLibraryEntry(db, user, params.playlistId, params.itemId),
  );
}
