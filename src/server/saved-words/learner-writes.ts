import { sql } from 'drizzle-orm';
import { isTranslationLanguage, baseLanguage } from '../../common/languages.ts';
import type { DbOrTx } from '../db/client.ts';
import { profile } from '../db/schema/index.ts';

/**
 * The language a saved word or sentence is filed under: a regional variant of a language that has its
 * own code (en-GB, pt-BR, fr-CA) is that language, so a lemma met in British and American captions is one
 * row and one status. Codes whose base is not a language of its own (zh-CN, zh-TW) stay as they are.
 * Everything that reads or writes user_vocab/user_sentence by language must use this.
 */
export function studyLanguage(code: string): string {
  const base = baseLanguage(code);
  if (isTranslationLanguage(base)) return base;
  return isTranslationLanguage(code) ? code : base;
}

/**
 * Serialises one learner's saves: the profile row (created if missing) is locked for the rest of the
 * transaction. Every transaction that changes `is_saved` takes it first, so the count(*) that ends it
 * runs after every earlier change committed and the counters are exact under concurrency (ADR 7).
 */
export async function lockLearner(tx: DbOrTx, userId: string): Promise<void> {
  await tx.insert(profile).values({ userId }).onConflictDoNothing();
  await tx.execute(sql`select 1 from ${profile} where ${profile.userId} = ${userId} for update`);
}

/** profile.totalVocabCount := the number of saved words. Call after lockLearner, in the same transaction. */
export async function recountSavedVocab(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`update profile set total_vocab_count =
    (select count(*) from user_vocab where user_id = ${userId} and is_saved), updated_at = now() where user_id = ${userId}`);
}

/** profile.totalSentenceCount := the number of saved sentences. Call after lockLearner, in the same transaction. */
export async function recountSavedSentences(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`update profile set total_sentence_count =
    (select count(*) from user_sentence where user_id = ${userId} and is_saved), updated_at = now() where user_id = ${userId}`);
}

/** Ids in chunks, so a reset of a huge list never exceeds PostgreSQL's bind-parameter limit. */
export function chunks<T>(items: readonly T[], size = 5000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
