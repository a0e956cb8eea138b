import { and, eq } from 'drizzle-orm';
import { reviewCard, userSentence, userVocab } from '../../db/schema/learner.ts';
import { note, type StoredLine } from '../../db/schema/notes.ts';
import { profile } from '../../db/schema/profiles.ts';
import type { Translator, TranslationRequest } from '../../providers/translate/types.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';

/** A translator into French that knows a few texts, records every request, and breaks on "BOOM" (an outage). */
export function fakeTranslator(entries: Record<string, string>) {
  const calls: TranslationRequest[] = [];
  const translator: Translator = {
    translate: async (request) => {
      calls.push(request);
      if (request.text === 'BOOM') throw new Error('translator down');
      const translation = request.to === 'fr' ? (entries[request.text.toLowerCase()] ?? null) : null;
      return { text: request.text, translation, alternatives: [], provider: 'dictionary' };
    },
  };
  return { calls, translator };
}

/** A test app with the fake translator, no server speech, and rate limits out of the way of many requests. */
export async function learnerTestApp(entries: Record<string, string> = {}) {
  const fake = fakeTranslator(entries);
  const t = await createTestApp({
    env: { RATE_LIMIT_WRITE_PER_MINUTE: '100000', RATE_LIMIT_AUTH_PER_MINUTE: '10000' },
    providers: { translator: fake.translator, speech: null },
  });
  return { t, calls: fake.calls };
}

/** A learner studying `learning` with `native` as their own language. */
export async function createLearner(t: TestApp, learning = 'en', native = 'fr'): Promise<TestUser> {
  const user = await t.createUser();
  const res = await t.request({
    method: 'PUT',
    url: '/v3/user/language-setting',
    user,
    payload: { nativeLanguage: native, mainLearningLanguage: { language: learning, level: 'beginner' } },
  });
  if (res.statusCode !== 200) throw new Error(`language setting failed: ${res.body}`);
  return user;
}

/** Half a second a word, so every time is exact in the `real` columns. */
export const timed = (text: string, start: number): StoredLine => {
  const words = text.split(' ');
  return {
    text,
    start,
    end: start + words.length / 2,
    words: words.map((w, i) => ({ text: w, start: start + i / 2, end: start + (i + 1) / 2 })),
  };
};

export async function insertNote(
  t: TestApp,
  user: TestUser,
  lines: string[],
  options: { language?: string; title?: string; videoId?: string } = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(note)
    .values({
      userId: user.id,
      videoId: options.videoId ?? 'GJLlxj_dtq8',
      type: 'full_script',
      title: options.title ?? 'A note',
      language: options.language ?? 'en',
      source: 'youtube',
      endAt: 100,
      lines: lines.map((text, i) => timed(text, i * 10)),
    })
    .returning({ id: note.id });
  return row!.id;
}

export const counters = async (t: TestApp, userId: string) => {
  const [row] = await t.database.db
    .select({ vocab: profile.totalVocabCount, sentences: profile.totalSentenceCount })
    .from(profile)
    .where(eq(profile.userId, userId));
  return row!;
};

export const countRows = (t: TestApp, table: 'user_vocab' | 'user_sentence', userId: string, savedOnly = true) => {
  const target = table === 'user_vocab' ? userVocab : userSentence;
  return t.database.db.$count(target, and(eq(target.userId, userId), savedOnly ? eq(target.isSaved, true) : undefined));
};

export const cardOf = async (t: TestApp, item: { vocabId: string } | { sentenceId: string }) => {
  const where = 'vocabId' in item ? eq(reviewCard.vocabId, item.vocabId) : eq(reviewCard.sentenceId, item.sentenceId);
  const [row] = await t.database.db.select().from(reviewCard).where(where);
  return row;
};
