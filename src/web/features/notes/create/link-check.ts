import { parseVideoId } from '../../../../common/youtube-link.ts';

export type LinkCheck = { state: 'empty' } | { state: 'invalid' } | { state: 'valid'; videoId: string };

/** What the link field says about its text: nothing yet, not a video, or the video it names. */
export function checkLink(text: string): LinkCheck {
  if (text.trim() === '') return { state: 'empty' };
  const videoId = parseVideoId(text);
  return videoId ? { state: 'valid', videoId } : { state: 'invalid' };
}
