import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { voiceUsage } from '../db/schema/practice.ts';
import { consumeQuota, quotaExhausted, refundQuota } from '../subscriptions/quota.ts';
import { currentSubscription, usagePeriod } from '../subscriptions/service.ts';

const MINUTE_MS = 60_000;
const minutesOf = (ms: number) => Math.ceil(ms / MINUTE_MS);

/** What one recording cost: to give back with refundVoice when the model call it paid for fails. */
export type VoiceCharge = { userId: string; periodStart: Date; milliseconds: number; minutes: number };

async function addMilliseconds(db: Db, userId: string, periodStart: Date, milliseconds: number): Promise<number> {
  const [row] = await db
    .insert(voiceUsage)
    .values({ userId, periodStart, milliseconds })
    .onConflictDoUpdate({
      target: [voiceUsage.userId, voiceUsage.periodStart],
      set: { milliseconds: sql`greatest(${voiceUsage.milliseconds} + ${milliseconds}, 0)` },
    })
    .returning({ total: voiceUsage.milliseconds });
  return row!.total;
}

/**
 * Charges `milliseconds` of the learner's voice against the `aiCall` quota (ADR 35): the seconds add up
 * in voice_usage and a whole minute is taken each time the total enters a new one. The add is one
 * atomic statement, so concurrent recordings each see their own before/after and no minute boundary is
 * charged twice. Over the quota: the seconds are taken back and the 402 says when it resets.
 */
export async function chargeVoice(
  db: Db,
  userId: string,
  milliseconds: number,
  now = new Date(),
): Promise<VoiceCharge> {
  const ms = Math.max(1, Math.round(milliseconds));
  const period = usagePeriod(await currentSubscription(db, userId, now), now);
  const after = await addMilliseconds(db, userId, period.start, ms);
  const minutes = minutesOf(after) - minutesOf(after - ms);
  if (minutes > 0) {
    const check = await consumeQuota(db, userId, 'aiCall', minutes, now);
    if (!check.ok) {
      await addMilliseconds(db, userId, period.start, -ms);
      throw quotaExhausted(check);
    }
  }
  return { userId, periodStart: period.start, milliseconds: ms, minutes };
}

/** Gives a failed call's seconds back, and the minutes they took. */
export async function refundVoice(db: Db, charge: VoiceCharge): Promise<void> {
  await addMilliseconds(db, charge.userId, charge.periodStart, -charge.milliseconds);
  if (charge.minutes > 0) await refundQuota(db, charge.userId, 'aiCall', charge.minutes);
}

/** Milliseconds of voice sent this period (the plan page shows minutes from the quota itself). */
export async function voiceUsed(db: Db, userId: string, periodStart: Date): Promise<number> {
  const [row] = await db
    .select({ ms: voiceUsage.milliseconds })
    .from(voiceUsage)
    .where(and(eq(voiceUsage.userId, userId), eq(voiceUsage.periodStart, periodStart)));
  return row?.ms ?? 0;
}
