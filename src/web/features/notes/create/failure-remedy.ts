import { codeOfProblems, type ErrorReason } from '../../../../common/errors.ts';

/**
 * What the learner can do about a note that could not be made: ask again (the failure may pass), or bring
 * their own subtitles (the captions will never be readable, so asking again cannot help) — with the
 * video's link when it can be played beside them.
 */
export type Remedy = { kind: 'retry' } | { kind: 'import'; videoUrl: string | null };

/** Captions that cannot be read, though the video plays: its subtitle file makes a note that plays along. */
const UNREADABLE_CAPTIONS = new Set<ErrorReason>([
  'youtube_captions_disabled',
  'youtube_no_usable_track',
  'youtube_po_token_required',
]);
/** Videos YouTube will not play in another site either: a subtitle file still makes a note, without the video. */
const UNPLAYABLE_VIDEO = new Set<ErrorReason>(['youtube_private', 'youtube_age_restricted']);

/** The reason of a failure sentence the server sent, when it is one of the catalogue's. */
export const reasonOf = (message: string | undefined): ErrorReason | undefined =>
  message ? codeOfProblems(message)?.[0]?.reason : undefined;

export function remedyFor(reason: ErrorReason | undefined, videoId: string | undefined): Remedy {
  if (reason && UNREADABLE_CAPTIONS.has(reason))
    return { kind: 'import', videoUrl: videoId ? `https://www.youtube.com/watch?v=${videoId}` : null };
  if (reason && UNPLAYABLE_VIDEO.has(reason)) return { kind: 'import', videoUrl: null };
  return { kind: 'retry' };
}
