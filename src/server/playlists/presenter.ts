import type { z } from 'zod';
import { thumbnailUrl } from '../../common/youtube-link.ts';
import type { PlaylistLevel } from '../db/schema/playlists.ts';
import type { PlaylistEntry as Entry, VisiblePlaylist } from './access.ts';
import type { ENTRY_STATUSES, PlaylistDetailOut, PlaylistEntry, PlaylistSummaryOut } from './schema.ts';

export type EntryState = { status: (typeof ENTRY_STATUSES)[number]; myNoteId: string | null };

export type SummaryRow = {
  id: string;
  title: string;
  description: string;
  language: string;
  level: PlaylistLevel | null;
  entryCount: number;
  firstVideoId: string | null;
};

const thumbnail = (videoId: string | null) => (videoId ? thumbnailUrl(videoId) : null);

export function presentEntry(entry: Entry, state: EntryState): z.input<typeof PlaylistEntry> {
  return {
    itemId: entry.itemId,
    position: entry.position,
    noteId: entry.noteId,
    videoId: entry.videoId,
    startAt: entry.startAt,
    title: entry.title,
    thumbnail: thumbnail(entry.videoId),
    status: state.status,
    myNoteId: state.myNoteId,
  };
}

export function presentDetail(playlist: VisiblePlaylist, states: Map<string, EntryState>): PlaylistDetailOut {
  return {
    id: playlist.id,
    title: playlist.title,
    description: playlist.description,
    language: playlist.language,
    level: playlist.level,
    isLibrary: playlist.ownerId === null,
    entries: playlist.entries.map((entry) =>
      presentEntry(entry, states.get(entry.itemId) ?? { status: 'failed', myNoteId: null }),
    ),
  };
}

export function presentSummary(row: SummaryRow): PlaylistSummaryOut {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    language: row.language,
    level: row.level,
    entryCount: row.entryCount,
    thumbnail: thumbnail(row.firstVideoId),
  };
}
