import { z } from 'zod';
import { LEARNING_LANGUAGES } from '../../common/languages.ts';
import { parseVideoId } from '../../common/youtube-link.ts';
import { requiredAs } from '../http/required.ts';
import { GENERATION_STATUSES, NOTE_TYPES, TRANSCRIPT_SOURCES } from '../db/schema/notes.ts';

export const LINK_EXPECTED =
  'Paste a YouTube link (like https://www.youtube.com/watch?v=dQw4w9WgXcQ or https://youtu.be/dQw4w9WgXcQ) or an 11-character video id.';
export const MAX_START_SECONDS = 12 * 3600;
const START_TOO_LATE = `must be a whole number from 0 to ${MAX_START_SECONDS}`;
const MAX_URL_CHARS = 2000;
/** Titles the learner gives (a subtitle import's): a line in the library, not a paragraph. */
export const MAX_TITLE_CHARS = 200;

/** `url` is any accepted link form or a bare id; it becomes `videoId`. */
export const CreateYouTubeNoteBody = z
  .object({
    url: z.string().max(MAX_URL_CHARS, LINK_EXPECTED),
    startAt: z.coerce
      .number()
      .int()
      .min(0, 'startAt must be 0 or more seconds')
      .max(MAX_START_SECONDS, START_TOO_LATE)
      .optional(),
    studyGuide: z.boolean().optional(),
  })
  .transform((body, ctx) => {
    const videoId = parseVideoId(body.url);
    if (!videoId) {
      ctx.addIssue({ code: 'custom', message: LINK_EXPECTED });
      return z.NEVER;
    }
    return { videoId, startAt: body.startAt ?? 0, studyGuide: body.studyGuide ?? false };
  });
export type CreateYouTubeNoteInput = z.infer<typeof CreateYouTubeNoteBody>;

export const GenerationStarted = z.object({ stfId: z.string() });

export const StatusQuery = z.object({ stfId: z.uuid('stfId must be the id returned when the note was requested') });
export const GenerationStatus = z.object({
  status: z.enum(GENERATION_STATUSES),
  progress: z.number().int().min(0).max(100),
  noteId: z.string().optional(),
  message: z.string().optional(),
});

export const NoteIdParams = z.object({ id: z.uuid('id must be a note id') });

/** PATCH /v3/note/{id} (ADR 29): the note's new title, trimmed. */
export const RenameNoteBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_TITLE_CHARS, `must be at most ${MAX_TITLE_CHARS} characters`),
});
export const NoteRenamed = z.object({ id: z.string(), title: z.string() });
export const NoteDeleted = z.object({ deleted: z.literal(true) });

export const StatusParams = z.object({ stfId: z.uuid('stfId must be the id returned when the note was requested') });

export const NoteSummary = z.object({
  id: z.string(),
  videoId: z.string().nullable(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  type: z.enum(NOTE_TYPES),
  language: z.string(),
  translationLanguage: z.string().nullable(),
  from: z.enum(TRANSCRIPT_SOURCES),
  startAt: z.number(),
  endAt: z.number(),
  lineCount: z.number().int(),
  createdAt: z.iso.datetime(),
});

const Subtitle = z.object({ text: z.string(), start: z.number(), end: z.number(), translation: z.string().optional() });
/** Spec §3: word entries carry `_id`, `word` and timings as strings; `line` is the subtitle index. */
const Word = z.object({
  _id: z.string(),
  word: z.string(),
  start: z.string(),
  end: z.string(),
  line: z.number().int(),
});

const Minute = z.object({ minute: z.number().int(), firstLine: z.number().int(), lineCount: z.number().int() });

/**
 * ADR 13: `subtitles` and `words` hold the first page (five minutes) of the transcript, lines firstLine
 * on; `minutes` indexes every minute with lines; `nextMinute` is where GET /note/{id}/lines continues
 * (null: the note has no more). `line` and `_id` are always the note's own line indexes.
 */
const Transcription = z.object({
  userId: z.string(),
  noteId: z.string(),
  title: z.string(),
  language: z.string(),
  from: z.enum(TRANSCRIPT_SOURCES),
  startAt: z.number(),
  endAt: z.number(),
  createdAt: z.iso.datetime(),
  subtitles: z.array(Subtitle),
  words: z.array(Word),
  firstLine: z.number().int(),
  nextMinute: z.number().int().nullable(),
  minutes: z.array(Minute),
});
export const NoteDetail = NoteSummary.extend({
  /** When the owner shared it by link (issue 14); null while it is private. */
  sharedAt: z.iso.datetime().nullable(),
  transcription: Transcription,
});

/** A shared note's public page (ADR 31): the note as its owner sees it, less anything about the owner. */
export const SharedNoteDetail = NoteSummary.extend({
  sharedAt: z.iso.datetime(),
  transcription: Transcription.omit({ userId: true }),
});

export const NoteLinesQuery = z.object({
  minute: requiredAs(
    'minute',
    z.coerce
      .number()
      .int()
      .min(0, 'must be 0 or more')
      .max(MAX_START_SECONDS / 60),
  ),
});
export const NoteLinePage = z.object({
  noteId: z.string(),
  minute: z.number().int(),
  firstLine: z.number().int(),
  subtitles: z.array(Subtitle),
  words: z.array(Word),
  nextMinute: z.number().int().nullable(),
});

export const MAX_SUBTITLE_BYTES = 2 * 1024 * 1024;

/** A subtitle file's text (SRT or WebVTT); `url` optionally ties the note to its YouTube video. */
export const SubtitleImportBody = z
  .object({
    fileName: z
      .string()
      .trim()
      .min(1, 'fileName is required')
      .max(200, 'must be at most 200 characters')
      .regex(/\.(srt|vtt)$/i, 'Choose an .srt or .vtt subtitle file.'),
    content: z.string().min(1, 'The file is empty.').max(MAX_SUBTITLE_BYTES, 'The file is larger than 2 MB.'),
    language: z.enum(LEARNING_LANGUAGES, { error: `must be one of ${LEARNING_LANGUAGES.join(', ')}` }),
    title: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(MAX_TITLE_CHARS, `must be at most ${MAX_TITLE_CHARS} characters`)
      .optional(),
    url: z.string().max(MAX_URL_CHARS, LINK_EXPECTED).optional(),
  })
  .transform((body, ctx) => {
    const videoId = body.url?.trim() ? parseVideoId(body.url) : null;
    if (body.url?.trim() && !videoId) {
      ctx.addIssue({ code: 'custom', message: LINK_EXPECTED });
      return z.NEVER;
    }
    return { fileName: body.fileName, content: body.content, language: body.language, title: body.title, videoId };
  });
export type SubtitleImportInput = z.infer<typeof SubtitleImportBody>;
export const SubtitleImported = z.object({ noteId: z.string() });
