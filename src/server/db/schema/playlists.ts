import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids.ts';
import { user } from './auth.ts';
import { note } from './notes.ts';

export const PLAYLIST_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type PlaylistLevel = (typeof PLAYLIST_LEVELS)[number];

/**
 * A playlist: a library playlist (no owner; curated by admins for one learning language, ordered by
 * `position`, with a level) or a learner's own (`owner_id` set; private to them).
 */
export const playlist = pgTable(
  'playlist',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    level: text('level').$type<PlaylistLevel>(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Library order within a language (lower first); a learner's own playlists order by `position` too. */
    position: integer('position').notNull().default(0),
    /** The seed file's key for a library playlist, so importing the seed again updates instead of duplicating. */
    seedKey: text('seed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('playlist_library').on(t.language, t.position, t.id).where(sql`${t.ownerId} is null`),
    index('playlist_owner').on(t.ownerId, t.position),
    uniqueIndex('playlist_seed_key').on(t.seedKey),
  ],
);

/**
 * One entry of a playlist, in order. A library entry may name a video before its note exists (seed data):
 * `note_id` is filled when the note is generated on first open. A learner's own entries always have a note.
 */
export const playlistItem = pgTable(
  'playlist_item',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlist.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    noteId: uuid('note_id').references(() => note.id, { onDelete: 'set null' }),
    videoId: text('video_id'),
    startAt: integer('start_at').notNull().default(0),
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('playlist_item_order').on(t.playlistId, t.position),
    uniqueIndex('playlist_item_one_note').on(t.playlistId, t.noteId),
    index('playlist_item_note').on(t.noteId),
  ],
);
