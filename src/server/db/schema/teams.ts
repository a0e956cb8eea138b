import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { note } from './notes.ts';

// organization, member and invitation are Better Auth's organization plugin's tables, in the shape its CLI
// generates (`npx auth generate`): the plugin stays able to read them. The teams domain writes every row
// (ADR 25): the plugin's own endpoints are off, so the permission table is checked in one place.

export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  createdAt: timestamp('created_at').notNull(),
  metadata: text('metadata'),
});

export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').default('member').notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (table) => [
    index('member_organizationId_idx').on(table.organizationId),
    index('member_userId_idx').on(table.userId),
    // A person is in a team once: two accepts racing cannot make two rows.
    uniqueIndex('member_organization_user').on(table.organizationId, table.userId),
  ],
);

export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** Kept in lower case: only this address may see or answer the invitation. */
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').default('pending').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: timestamp('created_at').defaultNow().notNull(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('invitation_organizationId_idx').on(table.organizationId),
    index('invitation_email_idx').on(table.email),
    // Inviting a pending address again refreshes its invitation: one pending row per team and address.
    uniqueIndex('invitation_one_pending').on(table.organizationId, table.email).where(sql`${table.status} = 'pending'`),
  ],
);

/** A note shared to a team's library: it goes when the note, the team or the sharer's membership goes. */
export const teamNote = pgTable(
  'team_note',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    noteId: uuid('note_id')
      .notNull()
      .references(() => note.id, { onDelete: 'cascade' }),
    sharedBy: text('shared_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.noteId] }),
    // The library's pages: newest shared first, keyset on (shared_at, note_id).
    index('team_note_page').on(t.teamId, t.sharedAt, t.noteId),
    index('team_note_shared_by').on(t.sharedBy),
  ],
);
