/** Why YouTube would not give us captions, with a sentence we can show the learner. */

export const YOUTUBE_ERROR_KINDS = [
  'video_unavailable',
  'private',
  'age_restricted',
  'captions_disabled',
  'no_usable_track',
  'po_token_required',
  'bot_check',
  'ip_blocked',
  'rate_limited',
  'network',
] as const;

export type YouTubeErrorKind = (typeof YOUTUBE_ERROR_KINDS)[number];

const USER_MESSAGES: Record<YouTubeErrorKind, string> = {
  video_unavailable: "This video isn't available on YouTube. Check the link and try again.",
  private: "This video is private, so its captions can't be read.",
  age_restricted: "This video is age-restricted on YouTube, so its captions can't be read.",
  captions_disabled: "This video has no captions, so there's no transcript to show.",
  no_usable_track: "We couldn't read this video's captions. Please try another video.",
  po_token_required: "YouTube didn't let us read this video's captions. Please try another video.",
  bot_check: "YouTube asked us to prove we're not a bot. Please try again later.",
  ip_blocked: 'YouTube is blocking our requests for now. Please try again later.',
  rate_limited: 'YouTube is receiving too many requests from us. Please try again in a few minutes.',
  network: "We couldn't reach YouTube. Please try again in a moment.",
};

/**
 * Kinds where the same request may succeed later. The bot check and IP blocks are verdicts on our
 * server's address, not on the video: they lift after a while or through another proxy exit, so a
 * later job attempt is worth it. PO-token and video-level answers repeat until something changes.
 */
const RETRYABLE = new Set<YouTubeErrorKind>(['rate_limited', 'network', 'ip_blocked', 'bot_check']);

export class YouTubeError extends Error {
  readonly kind: YouTubeErrorKind;
  /** What actually happened, for logs; `message` is the learner-facing sentence. */
  readonly detail: string;

  constructor(kind: YouTubeErrorKind, detail: string = kind, options?: { cause?: unknown }) {
    super(USER_MESSAGES[kind], options);
    this.name = 'YouTubeError';
    this.kind = kind;
    this.detail = detail;
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}
