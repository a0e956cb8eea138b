import { z } from 'zod';
import { LANGUAGE_LEVELS } from '../../common/languages.ts';
import { renderMessage } from '../../common/errors.ts';
import { parseVideoId } from '../../common/youtube-link.ts';
import { isEmpty } from '../http/required.ts';

/**
 * Clip recommendations (issue 15, spec §7 "Clips", §5 "ytId is required", ADR 38): the best one-minute
 * clips of a video for the learner's level, each with its measures and a reason in the native language.
 *   POST /v3/clip-suggestion/yt           { url or ytId, level? } → ClipSuggestions (one clipRecommendation)
 *   GET  /v3/clip-suggestion/yt/{ytId}?level                    → ClipSuggestions (free; 404 before a POST)
 */

const MAX_URL_CHARS = 2000;
const level = z.enum(LANGUAGE_LEVELS, { error: renderMessage('must_be_level') });
const LINK_EXPECTED = renderMessage('youtube_link_expected');
/** The spec's sentence (§5), for a body that names no video at all. */
export const YT_ID_REQUIRED = renderMessage('required', { field: 'ytId' });

/** `url` (any accepted link form) or `ytId` (the 11-character id); either becomes `videoId`. */
export const SuggestClipsBody = z
  .object({
    url: z.string().max(MAX_URL_CHARS, LINK_EXPECTED).optional(),
    ytId: z.string().max(MAX_URL_CHARS, LINK_EXPECTED).optional(),
    level: level.optional(),
  })
  .transform((body, ctx) => {
    const given = !isEmpty(body.ytId) ? body.ytId : !isEmpty(body.url) ? body.url : undefined;
    if (given === undefined) {
      ctx.addIssue({ code: 'custom', message: YT_ID_REQUIRED });
      return z.NEVER;
    }
    const videoId = parseVideoId(given);
    if (!videoId) {
      ctx.addIssue({ code: 'custom', message: LINK_EXPECTED });
      return z.NEVER;
    }
    return { videoId, level: body.level };
  });
export type SuggestClipsInput = z.infer<typeof SuggestClipsBody>;

export const ClipSuggestionParams = z.object({
  ytId: z.string().regex(/^[0-9A-Za-z_-]{11}$/, LINK_EXPECTED),
});
/** Without a level: the learner's latest suggestions for the video, whatever their level. */
export const ClipSuggestionQuery = z.object({ level: level.optional() });

export const Clip = z.object({
  /** 1 = the best for this learner. */
  rank: z.number().int(),
  /** Seconds into the video; a one-minute note made with this startAt covers the clip. */
  start: z.number().int(),
  end: z.number().int(),
  /** The clip's first words, as the captions show them. */
  preview: z.string(),
  /** Share of the clip's words (occurrences, ignored words left out) the learner marked known; 0–100. */
  knownPercent: z.number().int().min(0).max(100),
  /** Distinct words the learner has not met (no status), common function words left out, per minute. */
  newWordsPerMinute: z.number(),
  /** Speech rate: words per second while someone speaks. */
  wordsPerSecond: z.number(),
  /** Grammar points of the catalogue the clip shows, in the learner's language, best suited first. */
  grammarPoints: z.array(z.string()),
  /** How well the clip suits the level, 0–100 (the ranking's measure). */
  score: z.number().int().min(0).max(100),
  /** Why this clip, in the learner's native language. */
  reason: z.string(),
  /** Who wrote the reason: the configured model, or the offline templates. */
  reasonBy: z.enum(['model', 'template']),
});
export type ClipDto = z.infer<typeof Clip>;

export const ClipSuggestions = z.object({
  ytId: z.string(),
  level: z.enum(LANGUAGE_LEVELS),
  /** The captions' language (the learning language when the video has it). */
  language: z.string(),
  /** The video's title, when it is known. */
  title: z.string().nullable(),
  clips: z.array(Clip),
  createdAt: z.string().describe('ISO 8601 date and time, UTC'),
});
export type ClipSuggestionsDto = z.infer<typeof ClipSuggestions>;
