import { audioDeps, readAudio, speak, speechLanguage, type AudioDeps } from '../audio/service.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { sentencesToExport, wordsToExport } from '../learner/index.ts';
import type { Providers } from '../providers/index.ts';

type ExportDeps = { db: Db; providers: Providers };
import { mapWithLimit } from '../lib/map-limit.ts';
import { ankiGuid, type AnkiNote } from './anki/collection.ts';
import type { ApkgTask } from './anki/apkg.worker.ts';
import type { AnkiMedia } from './anki/package.ts';
import { runTask } from '../lib/worker-task.ts';
import type { FileReply } from './file-route.ts';
import { DEFAULT_DECK_NAME, MAX_EXPORT_ITEMS, type AnkiExportInput } from './schema.ts';

/** Audio is rendered once per text and cached; a first export may render many, a few at a time. */
const SPEECH_CONCURRENCY = 4;

export const NOTHING_TO_EXPORT = 'Nothing to export: save a few words or sentences first.';

type Item = { key: string; front: string; back: string; context: string[]; language: string; noteTitles: string[] };

/** A tag from a note title: lower-case words joined by "-", as Anki tags cannot hold spaces. */
export const slug = (title: string) =>
  title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');

async function loadWords(db: Db, user: AuthUser, ids: string[] | undefined): Promise<Item[]> {
  const words = await wordsToExport(db, user.id, { ids });
  if (ids && words.length !== new Set(ids).size) throw notFound('Some of these words do not exist or are not yours.');
  return words.map((word) => ({
    key: `lingoclip:vocab:${word.id}`,
    front: word.word,
    back: word.translation ?? '',
    language: word.language,
    context: word.contexts.map((c) => c.text),
    noteTitles: word.contexts.map((c) => c.noteTitle).filter((t): t is string => !!t),
  }));
}

async function loadSentences(db: Db, user: AuthUser, ids: string[] | undefined): Promise<Item[]> {
  const sentences = await sentencesToExport(db, user.id, { ids });
  if (ids && sentences.length !== new Set(ids).size)
    throw notFound('Some of these sentences do not exist or are not yours.');
  // A sentence's context is the video it came from.
  return sentences.map((sentence) => ({
    key: `lingoclip:sentence:${sentence.id}`,
    front: sentence.text,
    back: sentence.meaning ?? '',
    language: sentence.language,
    context: sentence.noteTitle ? [sentence.noteTitle] : [],
    noteTitles: sentence.noteTitle ? [sentence.noteTitle] : [],
  }));
}

/** The MP3 of a text, from the audio service's cache (rendered once); null when only the browser could speak it. */
async function audioFor(
  deps: AudioDeps,
  userId: string,
  text: string,
  language: string,
): Promise<{ name: string; bytes: Buffer } | null> {
  try {
    // Past the learner's renders for the day, the rest of the deck has no sound rather than no deck.
    const spoken = await speak(deps, text, speechLanguage(language), { userId, whenLimited: 'browser' });
    const key = spoken.url?.split('/').pop();
    const bytes = key ? await readAudio(deps.storage, key) : null;
    return key && bytes ? { name: `lingoclip-${key.slice(0, 32)}.mp3`, bytes } : null;
  } catch (error) {
    // Text speech refuses (too long, say) leaves the card without sound rather than failing the export.
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The learner's saved words and sentences (or the ones chosen) as an Anki package with their audio. */
const APKG_WORKER = new URL('./anki/apkg.worker.ts', import.meta.url);
const buildApkgOffThread = async (task: ApkgTask): Promise<Buffer> => {
  const bytes = await runTask<ApkgTask, Uint8Array>(APKG_WORKER, task);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

export async function exportAnki(
  { db, providers }: ExportDeps,
  user: AuthUser,
  body: AnkiExportInput,
): Promise<FileReply> {
  const everything = body.vocabIds === undefined && body.sentenceIds === undefined;
  const items = [
    ...(everything || body.vocabIds ? await loadWords(db, user, body.vocabIds) : []),
    ...(everything || body.sentenceIds ? await loadSentences(db, user, body.sentenceIds) : []),
  ];
  if (!items.length) throw badRequest(NOTHING_TO_EXPORT);
  if (items.length > MAX_EXPORT_ITEMS)
    throw badRequest(
      `You have ${items.length} saved words and sentences; export at most ${MAX_EXPORT_ITEMS} at a time (choose them with vocabIds and sentenceIds).`,
    );

  const audio = audioDeps({ db, providers });
  const sounds = await mapWithLimit(items, SPEECH_CONCURRENCY, (item) =>
    audioFor(audio, user.id, item.front, item.language),
  );
  const media = new Map<string, AnkiMedia>();
  for (const sound of sounds) if (sound) media.set(sound.name, sound);
  const notes: AnkiNote[] = items.map((item, i) => ({
    guid: ankiGuid(item.key),
    front: item.front,
    back: item.back,
    context: item.context,
    audio: sounds[i]?.name ?? null,
    tags: [item.language, ...item.noteTitles.map(slug).filter(Boolean)],
  }));
  const deckName = body.deckName ?? DEFAULT_DECK_NAME;
  return {
    contentType: 'application/apkg',
    fileName: `${deckName.replace(/::/g, ' - ')}.apkg`,
    bytes: await buildApkgOffThread({ deckName, notes, media: [...media.values()] }),
  };
}
