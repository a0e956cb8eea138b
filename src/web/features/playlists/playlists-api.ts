import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type {
  CreatePlaylistRequest,
  LibraryEntryRequest,
  LibraryPlaylistRequest,
  LibraryPlaylistPage,
  MyPlaylists,
  OpenedEntry,
  PlaylistDetail,
  PlaylistNote,
  UpdatePlaylistRequest,
} from '../../lib/api-types.ts';

/** The server's bound on a playlist's title (playlists/schema.ts). */
export const MAX_TITLE = 120;

const seg = encodeURIComponent;
const playlistPath = (id: string) => `/playlist/${seg(id)}`;

export const playlistKeys = {
  all: ['playlist'] as const,
  mine: ['playlist', 'mine'] as const,
  library: (language: string) => ['playlist', 'library', language] as const,
  detail: (id: string) => ['playlist', 'detail', id] as const,
  noteContext: (noteId: string, playlistId: string) => ['playlist', 'note', noteId, playlistId] as const,
};

export const myPlaylistsQuery = queryOptions({
  queryKey: playlistKeys.mine,
  queryFn: () => api<MyPlaylists>('/playlist/user'),
  meta: { silent: true },
});

/** A language's library playlists, 20 a page (no sign-in needed). */
export const libraryQuery = (language: string) =>
  infiniteQueryOptions({
    queryKey: playlistKeys.library(language),
    queryFn: ({ pageParam }) =>
      api<LibraryPlaylistPage>(`/playlist/library/${seg(language)}`, { query: { lastId: pageParam || undefined } }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore ? last.playlists.at(-1)?.id : undefined),
    meta: { silent: true },
  });

/** A playlist with its entries; a library one reads signed out, someone else's is a 404 shown in place. */
export const playlistQuery = (id: string) =>
  queryOptions({
    queryKey: playlistKeys.detail(id),
    queryFn: () => api<PlaylistDetail>(playlistPath(id)),
    meta: { silent: true },
  });

/** The note page's place in a playlist (`?playlistId`): position, neighbours and the learner's copy. */
export const playlistNoteQuery = (noteId: string, playlistId: string) =>
  queryOptions({
    queryKey: playlistKeys.noteContext(noteId, playlistId),
    queryFn: () => api<PlaylistNote>(`/note/${seg(noteId)}/playlist`, { query: { playlistId } }),
    meta: { silent: true },
  });

export const playlistCalls = {
  create: (body: CreatePlaylistRequest) => api<PlaylistDetail>('/playlist', { method: 'POST', body }),
  update: ({ id, ...body }: UpdatePlaylistRequest & { id: string }) =>
    api<PlaylistDetail>(playlistPath(id), { method: 'PATCH', body }),
  remove: (id: string) => api<unknown>(playlistPath(id), { method: 'DELETE' }),
  reorder: ({ id, itemIds }: { id: string; itemIds: string[] }) =>
    api<PlaylistDetail>(`${playlistPath(id)}/order`, { method: 'PUT', body: { itemIds } }),
  addNote: ({ id, noteId }: { id: string; noteId: string }) =>
    api<PlaylistDetail>(`${playlistPath(id)}/notes`, { method: 'POST', body: { noteId } }),
  removeNote: ({ id, noteId }: { id: string; noteId: string }) =>
    api<PlaylistDetail>(`${playlistPath(id)}/notes/${seg(noteId)}`, { method: 'DELETE' }),
  open: ({ id, itemId }: { id: string; itemId: string }) =>
    api<OpenedEntry>(`${playlistPath(id)}/entries/${seg(itemId)}/open`, { method: 'POST' }),
};

/** The library's curation (admins only; the server refuses anyone else). */
export const curationCalls = {
  create: (body: LibraryPlaylistRequest) => api<PlaylistDetail>('/admin/playlist', { method: 'POST', body }),
  remove: (id: string) => api<unknown>(`/admin/playlist/${seg(id)}`, { method: 'DELETE' }),
  addEntry: ({ id, ...body }: LibraryEntryRequest & { id: string }) =>
    api<PlaylistDetail>(`/admin/playlist/${seg(id)}/entries`, { method: 'POST', body }),
  reorder: ({ id, itemIds }: { id: string; itemIds: string[] }) =>
    api<PlaylistDetail>(`/admin/playlist/${seg(id)}/order`, { method: 'PUT', body: { itemIds } }),
  removeEntry: ({ id, itemId }: { id: string; itemId: string }) =>
    api<PlaylistDetail>(`/admin/playlist/${seg(id)}/entries/${seg(itemId)}`, { method: 'DELETE' }),
};

/** A playlist change: errors are shown by the caller in place; every playlist read is refreshed after. */
export function usePlaylistAction<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playlistKeys.all }),
  });
}

/** Moves the entry at `from` by `step` (-1 up, +1 down): the new order of item ids, or null at an end. */
export function moved(itemIds: readonly string[], from: number, step: -1 | 1): string[] | null {
  const to = from + step;
  if (from < 0 || to < 0 || to >= itemIds.length) return null;
  const next = [...itemIds];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
