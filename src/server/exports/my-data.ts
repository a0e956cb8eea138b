import { Readable } from 'node:stream';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { learnerHistoryToExport, sentencesToExport, wordsToExport } from '../learner/index.ts';
import { breathe } from '../lib/breathe.ts';
import { materialToExport } from '../material/export.ts';
import { notesToExport } from '../notes/export.ts';
import { quizResultsToExport } from '../quizzes/export.ts';
import { playlistHistoryToExport } from '../playlist-history/export.ts';
import { playlistsToExport } from '../playlists/export.ts';
import { tasksToExport } from '../tasks/service.ts';
import { teamsToExport } from '../teams/service.ts';
import { getProfile } from '../users/service.ts';
import type { FileReply } from './file-route.ts';

/** Bumped when the file's shape changes, so a reader of an old download knows what it holds. */
export const MY_DATA_FORMAT = 1;

type Section = () => Promise<unknown> | AsyncIterable<unknown>;

const isIterable = (value: unknown): value is AsyncIterable<unknown> | Iterable<unknown> =>
  typeof value === 'object' && value !== null && (Symbol.asyncIterator in value || Array.isArray(value));

/**
 * A JSON object written as it is read: arrays row by row, the event loop given its turn between rows,
 * so a learner with hundreds of long notes neither holds the server (ADR 13) nor needs it all in memory.
 */
async function* jsonObject(sections: Record<string, Section>): AsyncGenerator<string> {
  yield '{\n';
  let first = true;
  for (const [name, read] of Object.entries(sections)) {
    yield `${first ? '' : ',\n'}${JSON.stringify(name)}: `;
    first = false;
    const value = await read();
    if (!isIterable(value)) {
      yield JSON.stringify(value ?? null);
      continue;
    }
    yield '[';
    let index = 0;
    for await (const row of value) {
      yield `${index++ ? ',' : ''}\n${JSON.stringify(row)}`;
      await breathe();
    }
    yield index ? '\n]' : ']';
  }
  yield '\n}\n';
}

/** "Download my data": everything the learner made or the app keeps about them, as one JSON file. */
export async function exportMyData(db: Db, user: AuthUser): Promise<FileReply> {
  const material = materialToExport(db, user.id);
  const history = learnerHistoryToExport(db, user.id);
  const sections: Record<string, Section> = {
    format: async () => MY_DATA_FORMAT,
    exportedAt: async () => new Date().toISOString(),
    account: async () => ({ id: user.id, name: user.name, email: user.email }),
    profile: () => getProfile(db, user),
    notes: () => notesToExport(db, user.id),
    savedWords: () => wordsToExport(db, user.id, {}),
    savedSentences: () => sentencesToExport(db, user.id, {}),
    wordStatuses: async () => (await history).wordStatuses,
    reviewCards: async () => (await history).cards,
    reviewRatings: async () => (await history).ratings,
    flashcards: async () => (await material).flashcards,
    grammarNotes: async () => (await material).grammarNotes,
    quizResults: () => quizResultsToExport(db, user.id),
    teams: () => teamsToExport(db, user.id),
    tasks: () => tasksToExport(db, user.id),
    playlists: () => playlistsToExport(db, user.id),
    playlistHistory: () => playlistHistoryToExport(db, user.id),
  };
  const day = new Date().toISOString().slice(0, 10);
  return {
    contentType: 'application/json; charset=utf-8',
    fileName: `lingoclip-my-data-${day}.json`,
    bytes: Readable.from(jsonObject(sections)),
  };
}
