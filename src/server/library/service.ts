import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { cachedKnowledgeOf, knowledgeFromCache, notesByKnown } from '../learner/index.ts';
import { noteIdsNewestFirst, noteSummaries, noteSummariesById } from '../notes/service.ts';
import { presentNoteListItem } from './presenter.ts';
import type { NoteSort } from './schema.ts';

export const PAGE_SIZE = 20;

const KNOWLEDGE = { name: 'knowledge', of: cachedKnowledgeOf };

/**
 * The learner's library: their notes, 20 a page after lastId, each with how much of it they know. Newest
 * first is keyset-paged by id; knowledge is one extra lookup for the page's notes whose lexicon exists.
 */
export async function listNotes(db: Db, user: AuthUser, lastId?: string, sort: NoteSort = 'newest') {
  if (sort === 'known') return listByKnown(db, user, lastId);
  // The cached "% known" comes with the page, in its one query (ADR 14).
  const rows = await noteSummaries(db, user.id, { lastId, limit: PAGE_SIZE }, KNOWLEDGE);
  const page = rows.slice(0, PAGE_SIZE);
  const knowledge = await knowledgeFromCache(
    db,
    user.id,
    page.map((r) => ({ id: r.summary.id, cached: r.extra })),
  );
  return {
    notes: page.map((r) => ({ ...r.summary, knowledge: knowledge.get(r.summary.id) ?? null })),
    hasMore: rows.length > PAGE_SIZE,
  };
}

/**
 * Most known first. The order depends on the learner's statuses, so there is no index to keyset on: the
 * whole order is computed (one grouped query over the notes' word counts) and the page starts after lastId
 * in it. A learner who marks words while paging may see a note move; paging never fails because of it.
 */
async function listByKnown(db: Db, user: AuthUser, lastId?: string) {
  const order = await notesByKnown(db, user.id, await noteIdsNewestFirst(db, user.id));
  const start = lastId ? order.findIndex((n) => n.id === lastId) + 1 : 0;
  if (lastId && start === 0) throw badRequest('lastId: not one of your notes');
  const page = order.slice(start, start + PAGE_SIZE);
  const rows = await noteSummariesById(
    db,
    user.id,
    page.map((n) => n.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    notes: page.flatMap((n) => (byId.has(n.id) ? [presentNoteListItem(byId.get(n.id)!, n.knowledge)] : [])),
    hasMore: start + PAGE_SIZE < order.length,
  };
}
