/** Shapes shared by the caption parsers, the sentence builder and the client. Times are seconds. */

export type TimedWord = { text: string; start: number; end: number };

/**
 * One caption event as the track shows it. `text` keeps the caption's line breaks as `\n` (rolling
 * ASR captions repeat whole lines, so lines matter); `words` is present only when the format gave
 * word-level times, and then its texts, concatenated, equal `text` without whitespace.
 */
export type Cue = { start: number; end: number; text: string; words?: TimedWord[] };

/** A sentence for study: one line of text and every word with its own timing. */
export type Sentence = { start: number; end: number; text: string; words: TimedWord[] };

export type CaptionFormat = 'json3' | 'srv3' | 'xml' | 'vtt' | 'srt';

export type CaptionTrack = {
  languageCode: string;
  /** Display name as YouTube gives it, e.g. "English (auto-generated)". */
  name: string;
  /** `asr` tracks are YouTube's speech recognition: rolling lines, often without punctuation. */
  kind: 'asr' | 'manual';
  /** Absolute timedtext URL, signed by YouTube; used as given. */
  baseUrl: string;
  isTranslatable: boolean;
};

/** An audio-only stream from the player response (ANDROID answers with direct, unciphered URLs). */
export type AudioFormat = { url: string; mimeType: string; bitrate: number; contentLength: number | null };

export type VideoInfo = {
  videoId: string;
  title: string;
  lengthSeconds: number;
  author: string;
  captionTracks: CaptionTrack[];
  /** Language codes YouTube can machine-translate the translatable tracks into (`tlang`). */
  translationLanguages: string[];
  /** Best guess of the language spoken in the video, or null when the tracks don't tell. */
  spokenLanguage: string | null;
  /** Signed, short-lived URLs: used at once for speech-to-text, never cached. */
  audioFormats?: AudioFormat[];
};
