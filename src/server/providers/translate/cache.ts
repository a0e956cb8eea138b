import { createHash } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { translationCache } from '../../db/schema/translation-cache.ts';
import type { TranslationRequest, TranslationResult } from './types.ts';

export type CacheKey = { textNormalized: string; fromLang: string; toLang: string; contextKey: string };

export type TranslationCache = {
  get(key: CacheKey): Promise<TranslationResult | null>;
  put(key: CacheKey, result: TranslationResult): Promise<void>;
};

const tidy = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

/**
 * Case is kept: German "Gehen" (the noun) and "gehen" (the verb) are different questions. The
 * sentence is hashed — it only has to tell contexts apart, and whole sentences would bloat the key.
 */
export function cacheKey(request: TranslationRequest): CacheKey {
  const context = request.context ? tidy(request.context) : '';
  return {
    textNormalized: tidy(request.text),
    fromLang: request.from,
    toLang: request.to,
    contextKey: context ? createHash('sha256').update(context).digest('hex').slice(0, 32) : '',
  };
}

export function databaseCache(db: Db): TranslationCache {
  return {
    async get(key) {
      const [row] = await db
        .select({ result: translationCache.result })
        .from(translationCache)
        .where(
          and(
            eq(translationCache.textNormalized, key.textNormalized),
            eq(translationCache.fromLang, key.fromLang),
            eq(translationCache.toLang, key.toLang),
            eq(translationCache.contextKey, key.contextKey),
          ),
        );
      // Only this cache writes the column, always with a TranslationResult.
      return (row?.result as TranslationResult | undefined) ?? null;
    },
    async put(key, result) {
      // Two learners clicking the same word at once both translate it; the first answer stays.
      await db
        .insert(translationCache)
        .values({ ...key, result, provider: result.provider })
        .onConflictDoNothing();
    },
  };
}

/**
 * Forgets what a provider answered for a language pair, both directions (reverse lookups read the other
 * one): its answers are stale once its data changed (a dictionary re-imported).
 */
export async function forgetPairAnswers(db: DbOrTx, provider: string, from: string, to: string): Promise<void> {
  await db
    .delete(translationCache)
    .where(
      and(
        eq(translationCache.provider, provider),
        or(
          and(eq(translationCache.fromLang, from), eq(translationCache.toLang, to)),
          and(eq(translationCache.fromLang, to), eq(translationCache.toLang, from)),
        ),
      ),
    );
}
