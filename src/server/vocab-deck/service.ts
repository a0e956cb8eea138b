import { MAX_SPEECH_CHARS } from '../../common/learning.ts';
import { renderMessage } from '../../common/errors.ts';
import { type Asker, type AudioDeps, audioDeps, normalizeSpeechText, speak, speechLanguage } from '../audio/service.ts';
import type { SpokenAudio } from '../audio/schema.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../http/errors.ts';
import { mapWithLimit } from '../lib/map-limit.ts';
import { cardsByPage, noteCards } from '../material/cards.ts';
import { assertNoteOwned } from '../notes/access.ts';
import type { Providers } from '../providers/index.ts';
import { presentDeckAudios } from './presenter.ts';

export type VocabDeckDeps = {
  db: Db;
  providers: Providers;
  /**
   * Whether a note that is not the learner's is still theirs to hear (a note shared with them). Absent:
   * only the owner hears a deck. Whoever listens is charged the renders, never the note's owner.
   */
  sharedWith?: (userId: string, noteId: string) => Promise<boolean>;
  logger?: AudioDeps['logger'];
};

/**
 * Renders in flight for one page. Measured with espeak-ng on 2 cores: a 10-card page (20 clips) takes
 * about 2 s at any limit from 1 to 8, as espeak is CPU-bound; a remote voice waits on the network instead,
 * where 4 at once cuts the wait without a burst a paid service would throttle (ADR 30).
 */
export const DECK_AUDIO_CONCURRENCY = 4;

/**
 * Who may hear a deck: the note's owner, or a learner `sharedWith` allows. The one place the rule lives;
 * anyone else gets the same 404 as for a note that does not exist.
 */
export async function deckAccess(deps: VocabDeckDeps, user: Pick<AuthUser, 'id'>, deckId: string): Promise<void> {
  try {
    await assertNoteOwned(deps.db, user, deckId);
  } catch (error) {
    // Only "not theirs" may be overruled by sharing; a failing database stays a failure.
    const notTheirs = error instanceof AppError && error.code === 'not_found';
    if (!notTheirs || !(await deps.sharedWith?.(user.id, deckId))) throw error;
  }
}

/** Whether a text can be spoken in one piece (speak refuses longer ones). */
const speakable = (text: string) => {
  const spoken = normalizeSpeechText(text);
  return spoken.length > 0 && spoken.length <= MAX_SPEECH_CHARS;
};

/**
 * The audio of one page of a note's word cards: each card's word and the line it was met in, rendered
 * through the audio domain. `speak` keeps every render in storage by content, so the first ask renders the
 * page and every later one (and every audio button showing the same word) is answered from storage without
 * counting a render again. Renders count against the listener's daily limit; past it a clip is left to the
 * browser's voice (`provider: browser`), so a page always plays whole.
 */
export async function deckAudios(deps: VocabDeckDeps, user: Pick<AuthUser, 'id'>, deckId: string, page: number) {
  await deckAccess(deps, user, deckId);
  const pages = cardsByPage(await noteCards(deps.db, deckId, 'word'));
  if (pages.length === 0) throw notFound(renderMessage('deck_no_word_cards'));
  const cards = pages.find(([number]) => number === page)?.[1];
  if (!cards)
    throw notFound(
      renderMessage('deck_page_not_found', { page: String(page), values: pages.map(([n]) => n).join(', ') }),
    );

  // Two words of one line share its audio: each distinct text and language is spoken once.
  const clips = new Map<string, { text: string; lang: string }>();
  const clipKey = (text: string, lang: string) => `${lang}\u0000${normalizeSpeechText(text)}`;
  for (const card of cards) {
    const lang = speechLanguage(card.fromLanguage);
    for (const text of [card.front, card.context].filter(speakable)) clips.set(clipKey(text, lang), { text, lang });
  }
  const audio: AudioDeps = { ...audioDeps(deps), logger: deps.logger };
  const asker: Asker = { userId: user.id, whenLimited: 'browser' };
  const spoken = new Map<string, SpokenAudio>();
  await mapWithLimit([...clips], DECK_AUDIO_CONCURRENCY, async ([key, clip]) => {
    spoken.set(key, await speak(audio, clip.text, clip.lang, asker));
  });
  const audioOf = (text: string, lang: string) => spoken.get(clipKey(text, speechLanguage(lang))) ?? null;
  return presentDeckAudios({ deckId, page, pages: pages.map(([n]) => n), cards, audioOf });
}
