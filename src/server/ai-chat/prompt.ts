import { languageName } from '../../common/languages.ts';
import { CORRECTION_MARKER } from './correction.ts';

/** What the tutor knows of the note and the learner (grounding.ts reads it). */
export type Grounding = {
  title: string;
  /** The note's language: the one practised. */
  language: string;
  nativeLanguage: string;
  level: string;
  /** The start of the transcript, already bounded (TRANSCRIPT_CHARS). */
  transcript: string;
  savedWords: { word: string; translation: string | null }[];
  grammarPoints: string[];
};

export type PromptTurn = { role: 'user' | 'assistant'; content: string };

const LEVEL_STYLE: Record<string, string> = {
  beginner: 'Use very short, simple sentences and the most common words. One idea per sentence.',
  intermediate: 'Use natural everyday sentences; explain a rarer word in simpler words of the same language.',
  advanced: 'Speak naturally, as to a fluent speaker, idioms included.',
};

/**
 * The tutor's instructions: speak the note's language at the learner's level, stay on the video, correct
 * gently with the CORRECTION line (correction.ts reads it out of the reply), and explain in the native
 * language when asked. `mode` call: the reply is spoken, so short and without markup.
 */
export function tutorInstructions(g: Grounding, mode: 'chat' | 'call', summary: string): string {
  const learning = languageName(g.language, 'en');
  const native = languageName(g.nativeLanguage, 'en');
  const words = g.savedWords.map((w) => (w.translation ? `${w.word} (${w.translation})` : w.word)).join(', ');
  return [
    `You are a warm, patient ${learning} tutor. The learner's native language is ${native}; their ${learning} level is ${g.level}.`,
    `Talk about the video the learner studied, "${g.title}". Ask about it, use its words, keep the conversation going with one question at a time.`,
    `Always answer in ${learning}. ${LEVEL_STYLE[g.level] ?? LEVEL_STYLE.intermediate}`,
    `If the learner asks for an explanation in ${native}, or says they do not understand, explain in ${native}, then go on in ${learning}.`,
    `Corrections: if the learner's last message has a mistake in ${learning}, the FIRST line of your answer must be exactly`,
    `${CORRECTION_MARKER} <their sentence, corrected> || <one short explanation in ${native}>`,
    `then your reply on the next line. If there is no mistake, leave that line out. Never correct inside the reply itself.`,
    mode === 'call'
      ? 'This is a spoken call: reply in one to three short sentences, no lists, no emoji, no markup.'
      : 'Keep replies to a few sentences. Plain text, no markdown.',
    g.transcript ? `The video's transcript (its start):\n${g.transcript}` : '',
    words ? `Words the learner saved from this video (use some of them): ${words}` : '',
    g.grammarPoints.length ? `Grammar points in this video: ${g.grammarPoints.join('; ')}` : '',
    summary ? `Summary of your conversation so far (older turns):\n${summary}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The instruction of the one model call that folds older turns into the summary (history.ts). */
export function summaryInstructions(g: Pick<Grounding, 'language' | 'nativeLanguage'>, maxWords: number): string {
  return [
    `Summarize this language-practice conversation between a learner and their ${languageName(g.language, 'en')} tutor in at most ${maxWords} words, in English.`,
    'Keep what the learner told about themselves, the topics covered, the mistakes they made more than once and the words they practised.',
    'Start from the earlier summary, if there is one, and add the new turns to it. Answer with the summary only.',
  ].join(' ');
}

/** The instruction of a translation of one chat message (translate-chat). */
export function translationInstructions(from: string, to: string): string {
  return `Translate the user's text from ${languageName(from, 'en')} into ${languageName(to, 'en')}. Answer with the translation only, nothing else.`;
}
