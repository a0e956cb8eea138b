import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { DictionaryEntry, EntryQuery } from './schema.ts';
import { dictionaryEntry, type DictionaryEntryDeps } from './service.ts';

/** The Dictionary page's look-up (issue 11); see docs/decisions/0019-dictionary-page.md. */
export function registerDictionaryEntryRoutes(app: FastifyInstance, deps: DictionaryEntryDeps): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/dictionary/entry',
      tag: 'Dictionary',
      summary:
        "A word's dictionary entry: its senses by part of speech from every offline dictionary of the pair, its dictionary form, the learner's status and saved word, and the lines of their notes where it occurs",
      auth: 'required',
      query: EntryQuery,
      response: DictionaryEntry,
    },
    ({ user, query }) => dictionaryEntry(deps, user, query),
  );
}
