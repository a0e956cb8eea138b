import type { PlaylistDetail, PlaylistEntry } from '../../lib/api-types.ts';

export const entry = (change: Partial<PlaylistEntry> = {}): PlaylistEntry => ({
  itemId: 'i1',
  position: 0,
  noteId: null,
  videoId: 'GJLlxj_dtq8',
  startAt: 0,
  title: 'Clip one',
  thumbnail: 'https://i.ytimg.com/vi/GJLlxj_dtq8/sddefault.jpg',
  status: 'not_started',
  myNoteId: null,
  ...change,
});

export const playlist = (change: Partial<PlaylistDetail> = {}): PlaylistDetail => ({
  id: 'p1',
  title: 'First steps',
  description: 'Short clips',
  language: 'fr',
  level: 'beginner',
  isLibrary: true,
  entries: [entry(), entry({ itemId: 'i2', position: 1, title: 'Clip two', status: 'ready', noteId: 'n2' })],
  ...change,
});
