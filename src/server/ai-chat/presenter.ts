import type { ChatMessageDto } from './schema.ts';
import type { MessageRow } from './history.ts';

export function presentMessage(row: MessageRow): ChatMessageDto {
  return {
    id: row.id,
    role: row.role,
    mode: row.mode,
    content: row.content,
    correction: row.correction ?? null,
    translation: row.translation,
    translationLanguage: row.translationLanguage,
    audioMs: row.audioMs,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A message not stored yet (the learner's, while the reply streams): stored with the reply, or not at all. */
export function presentPending(message: Pick<MessageRow, 'id' | 'role' | 'mode' | 'content'>): ChatMessageDto {
  return {
    ...message,
    correction: null,
    translation: null,
    translationLanguage: null,
    audioMs: null,
    createdAt: new Date().toISOString(),
  };
}
