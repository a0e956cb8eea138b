import { z } from 'zod';
import { QUOTA_COUNTERS } from '../../common/plans.ts';
import { AUDIO_PROVIDERS } from '../audio/schema.ts';
import { boundedText, noteIdField } from '../http/fields.ts';
import { requiredAs } from '../http/required.ts';
import { RecordingField } from '../practice/recording.ts';

/**
 * AI chat and AI call about a note (spec §7 "AI chat", issue 15; ADR 35, 36). Every route needs sign-in and
 * reads only the caller's own note (another learner's is a 404).
 *   GET  /v3/ai-chat?noteId&before?                       → ChatThread (a page of the conversation, and what is set up)
 *   POST /v3/ai-chat/send-chat    { noteId, message }     → application/x-ndjson: ChatStreamEvent per line
 *   POST /v3/ai-chat/send-call    { noteId, recording }   → CallTurn (both transcripts, the reply's audio)
 *   POST /v3/ai-chat/calc-cost    { kind, minutes? }      → ChatCost (what it will cost against the quota)
 *   POST /v3/ai-chat/translate-chat { messageId }         → ChatTranslation (kept on the message)
 */

/** A learner's message: a few sentences of practice, not an essay to correct. */
export const MAX_CHAT_MESSAGE = 1000;

/** Messages per page of the conversation: the newest first page, older ones on "Show earlier messages". */
export const CHAT_PAGE_SIZE = 50;

export const ChatQuery = z.object({
  noteId: requiredAs('noteId', noteIdField),
  /** A message id: the page ends just before it (older messages). Absent: the newest messages. */
  before: z.uuid('must be a message id').optional(),
});

export const SendChatBody = z.object({
  noteId: requiredAs('noteId', noteIdField),
  message: requiredAs('message', boundedText(MAX_CHAT_MESSAGE).min(1, 'must not be empty')),
});
export type SendChatInput = z.infer<typeof SendChatBody>;

export const SendCallBody = z.object({
  noteId: requiredAs('noteId', noteIdField),
  recording: requiredAs('recording', RecordingField),
});
export type SendCallInput = z.infer<typeof SendCallBody>;

/** The longest call a cost is asked for: an hour is past any plan's minutes but the largest. */
export const MAX_COST_MINUTES = 600;
const MINUTES = `must be a whole number from 1 to ${MAX_COST_MINUTES}`;
export const CalcCostBody = z.object({
  kind: z.enum(['chat', 'call'], { error: 'must be chat or call' }),
  /** Call only: how many minutes of speaking to price (default 1). */
  minutes: z.number().int(MINUTES).min(1, MINUTES).max(MAX_COST_MINUTES, MINUTES).optional(),
});
export type CalcCostInput = z.infer<typeof CalcCostBody>;

export const TranslateChatBody = z.object({ messageId: requiredAs('messageId', z.uuid('must be a message id')) });

const iso = z.string().describe('ISO 8601 date and time, UTC');

/** A correction of the learner's message, shown apart from the tutor's reply. */
export const ChatCorrection = z.object({
  corrected: z.string(),
  /** Short, in the learner's native language. */
  explanation: z.string(),
});

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  mode: z.enum(['chat', 'call']),
  content: z.string(),
  /** On the tutor's message: its correction of the learner's message before it, if there was a mistake. */
  correction: ChatCorrection.nullable(),
  /** The message in `translationLanguage`, once asked for (translate-chat). */
  translation: z.string().nullable(),
  translationLanguage: z.string().nullable(),
  /** Spoken messages (call): how long the recording was. */
  audioMs: z.number().int().nullable(),
  createdAt: iso,
});
export type ChatMessageDto = z.infer<typeof ChatMessage>;

/** What the server has set up: the page says in words what needs a model before offering a button. */
export const ChatConfigured = z.object({
  /** A conversation model (AI_BASE_URL + AI_MODEL). */
  chat: z.boolean(),
  /** Speech-to-text for calls (AI_STT_MODEL). */
  speechToText: z.boolean(),
  /** Server speech for the tutor's voice; false: the browser's voice speaks. */
  speech: z.boolean(),
});

export const ChatThread = z.object({
  noteId: z.string(),
  noteTitle: z.string(),
  /** The note's language: the tutor speaks it, the browser's voice reads replies in it. */
  language: z.string(),
  nativeLanguage: z.string(),
  level: z.string(),
  /** Oldest first: the newest CHAT_PAGE_SIZE messages, or those just before `before`. */
  messages: z.array(ChatMessage),
  /** More messages come before the first one here (ask again with `before` = its id). */
  hasOlder: z.boolean(),
  /** True when older turns were folded into a summary the tutor remembers (they stay listed here). */
  summarized: z.boolean(),
  configured: ChatConfigured,
});

/**
 * One line of send-chat's answer (newline-delimited JSON, ADR 36), in this order: `user` (the learner's
 * message as stored), `correction` (0 or 1), `delta` (the reply as it is generated), then `done` (the
 * reply as stored, and the quota left) — or `error` (nothing of the turn is kept, the unit is given back).
 */
export const ChatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), message: ChatMessage }),
  z.object({ type: z.literal('correction'), correction: ChatCorrection }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    reply: ChatMessage,
    remaining: z.number().int().nullable(),
  }),
  z.object({
    type: z.literal('error'),
    message: z.string(),
    code: z.string(),
    reason: z.string().optional(),
    params: z.record(z.string(), z.string()).optional(),
  }),
]);
export type ChatStreamEventDto = z.infer<typeof ChatStreamEvent>;

export const ChatCost = z.object({
  kind: z.enum(['chat', 'call']),
  counter: z.enum(QUOTA_COUNTERS),
  /** Units this would take: 1 per chat message; call minutes not yet paid for this period. */
  units: z.number().int(),
  used: z.number().int(),
  /** Null: the plan has no limit. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  allowed: z.boolean(),
  /** When the count starts again. */
  periodEnd: iso,
});

export const ChatTranslation = z.object({
  messageId: z.string(),
  translation: z.string(),
  language: z.string(),
  /** False when it came from the message's kept translation. */
  charged: z.boolean(),
});

/** The tutor's spoken reply: `url` plays it; with `provider` browser the client speaks `text` in `lang`. */
export const CallSpeech = z.object({
  provider: z.enum(AUDIO_PROVIDERS),
  url: z.string().nullable(),
  lang: z.string(),
  text: z.string(),
});

export const CallTurn = z.object({
  /** What the learner said, as speech-to-text heard it. */
  heard: ChatMessage,
  reply: ChatMessage,
  speech: CallSpeech,
  /** Milliseconds of voice this turn charged. */
  chargedMs: z.number().int(),
});
