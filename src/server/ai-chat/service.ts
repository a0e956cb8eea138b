import { generateText } from 'ai';
import { and, eq } from 'drizzle-orm';
import { renderMessage } from '../../common/errors.ts';
import { baseLanguage } from '../../common/languages.ts';
import { quotaLimit } from '../../common/plans.ts';
import type { AuthUser } from '../auth/session.ts';
import { aiChatMessage, aiChatThread } from '../db/schema/ai-chat.ts';
import { notFound } from '../http/errors.ts';
import { ownedNoteOpening } from '../notes/access.ts';
import { aiFailure } from '../practice/ai-failure.ts';
import type { Providers } from '../providers/index.ts';
import { voiceUsed } from '../practice/voice-meter.ts';
import { planOf } from '../subscriptions/catalogue.ts';
import { refundQuota, requireQuota, usageInPeriod } from '../subscriptions/quota.ts';
import { currentSubscription, usagePeriod } from '../subscriptions/service.ts';
import { learnerProfile } from '../users/profile.ts';
import { type ChatDeps, requireModel } from './chat.ts';
import { levelIn } from './grounding.ts';
import { findThread, threadPage } from './history.ts';
import { presentMessage } from './presenter.ts';
import { translationInstructions } from './prompt.ts';
import { CHAT_PAGE_SIZE, type CalcCostInput } from './schema.ts';

const TRANSLATE_TIMEOUT_MS = 60_000;

/** What is set up, so the page says in words what needs a model before offering it. */
export const configured = (providers: Providers) => ({
  chat: providers.chat !== null,
  speechToText: providers.stt !== undefined,
  speech: providers.speech !== null,
});

/** The conversation about the learner's own note (none yet: no messages); another learner's note is a 404. */
export async function getChat(deps: ChatDeps, user: Pick<AuthUser, 'id'>, noteId: string, before?: string) {
  const note = await ownedNoteOpening(deps.db, user, noteId, 0);
  const profile = await learnerProfile(deps.db, user.id);
  const thread = await findThread(deps.db, user.id, noteId);
  const page = thread ? await threadPage(deps.db, thread.id, CHAT_PAGE_SIZE, before) : { rows: [], hasOlder: false };
  return {
    noteId,
    noteTitle: note.title,
    language: note.language,
    nativeLanguage: profile.nativeLanguage,
    level: levelIn(profile, note.language),
    messages: page.rows.map(presentMessage),
    hasOlder: page.hasOlder,
    summarized: Boolean(thread?.summarizedThrough),
    configured: configured(deps.providers),
  };
}

const MINUTE_MS = 60_000;

/**
 * What a chat message or a call of `minutes` will cost, before it is sent: a message is one aiChat unit; a
 * call's minutes are those its seconds would newly enter, counting the minute already paid for this period
 * (as chargeVoice charges them).
 */
export async function calcCost(deps: ChatDeps, user: Pick<AuthUser, 'id'>, input: CalcCostInput) {
  const { db } = deps;
  const subscription = await currentSubscription(db, user.id);
  const period = usagePeriod(subscription);
  const counter = input.kind === 'chat' ? ('aiChat' as const) : ('aiCall' as const);
  const used = (await usageInPeriod(db, user.id, period.start)).get(counter) ?? 0;
  const limit = quotaLimit(planOf(subscription.planId).quotas[counter]);
  let units = 1;
  if (input.kind === 'call') {
    const before = await voiceUsed(db, user.id, period.start);
    const after = before + (input.minutes ?? 1) * MINUTE_MS;
    units = Math.ceil(after / MINUTE_MS) - Math.ceil(before / MINUTE_MS);
  }
  const remaining = limit === null ? null : Math.max(0, limit - used);
  return {
    kind: input.kind,
    counter,
    units,
    used,
    limit,
    remaining,
    allowed: remaining === null || units <= remaining,
    periodEnd: period.end.toISOString(),
  };
}

/**
 * A chat message in the learner's native language: once by the model (one aiChat unit, ADR 35: the tutor's
 * paragraphs are past what the word translators are for), then kept on the message and answered from there.
 */
export async function translateMessage(deps: ChatDeps, user: Pick<AuthUser, 'id'>, messageId: string) {
  const { db } = deps;
  const [row] = await db
    .select({ message: aiChatMessage, noteId: aiChatThread.noteId })
    .from(aiChatMessage)
    .innerJoin(aiChatThread, eq(aiChatThread.id, aiChatMessage.threadId))
    .where(and(eq(aiChatMessage.id, messageId), eq(aiChatThread.userId, user.id)));
  if (!row) throw notFound(renderMessage('chat_message_not_found'));
  const { message } = row;
  const { nativeLanguage } = await learnerProfile(db, user.id);
  const kept = (translation: string, charged: boolean) => ({
    messageId,
    translation,
    language: nativeLanguage,
    charged,
  });
  if (message.translation !== null && message.translationLanguage === nativeLanguage)
    return kept(message.translation, false);
  const note = await ownedNoteOpening(db, user, row.noteId, 0);
  // Already in the learner's language: nothing to translate, nothing to pay.
  if (baseLanguage(note.language) === baseLanguage(nativeLanguage)) return kept(message.content, false);
  const model = requireModel(deps.providers);
  await requireQuota(db, user.id, 'aiChat');
  const timeout = AbortSignal.timeout(TRANSLATE_TIMEOUT_MS);
  let translation: string;
  try {
    const { text } = await generateText({
      model,
      system: translationInstructions(note.language, nativeLanguage),
      prompt: message.content,
      maxRetries: 0,
      abortSignal: timeout,
    });
    translation = text.trim();
    if (!translation) throw new Error(renderMessage('ai_empty_reply'));
  } catch (error) {
    await refundQuota(db, user.id, 'aiChat');
    throw aiFailure(error, { timedOut: timeout.aborted, timeoutMs: TRANSLATE_TIMEOUT_MS });
  }
  await db
    .update(aiChatMessage)
    .set({ translation, translationLanguage: nativeLanguage })
    .where(eq(aiChatMessage.id, messageId));
  return kept(translation, true);
}
