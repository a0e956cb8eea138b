import type { z } from 'zod';
import type { EntryAnswer } from '../dictionaries/entry.ts';
import type { Encounter as Met, WordView } from '../learner/index.ts';
import { presentWord } from '../saved-words/presenter.ts';
import type { DictionaryEntry, Encounter } from './schema.ts';

type EntryParts = {
  word: string;
  language: string;
  to: string;
  lemma: string;
  pos: string | null;
  answers: EntryAnswer[];
  /** Said when no dictionary covers the pair at all. */
  missing: string | null;
  vocab: WordView | undefined;
  encounters: Met[];
};

/**
 * The entry as the page shows it. Lines saved with the word come first (they are the learner's own
 * choice), then the lines of their notes that hold the lemma and were not saved.
 */
export function presentEntry(parts: EntryParts): z.input<typeof DictionaryEntry> {
  const vocab = parts.vocab ? presentWord(parts.vocab) : null;
  const saved: z.input<typeof Encounter>[] = (vocab?.contexts ?? []).map(({ id: _id, ...context }) => ({
    ...context,
    saved: true,
  }));
  const seen = new Set(saved.map((s) => `${s.noteId}:${s.sentenceId}`));
  const met = parts.encounters
    .filter((e) => !seen.has(`${e.noteId}:${e.lineIndex}`))
    .map((e) => ({
      text: e.text,
      saved: false,
      noteId: e.noteId,
      noteTitle: e.noteTitle,
      sentenceId: e.lineIndex,
      start: e.start,
      end: e.end,
      ytId: e.ytId,
    }));
  const found = parts.answers.flatMap((a) => (a.found ? [{ source: a.source, groups: a.groups }] : []));
  const firstMiss = parts.answers.find((a) => !a.found);
  return {
    word: parts.word,
    language: parts.language,
    translationLanguage: parts.to,
    lemma: parts.lemma,
    partOfSpeech: parts.pos,
    dictionaries: found,
    missing: found.length ? null : (parts.missing ?? (firstMiss && !firstMiss.found ? firstMiss.reason : null)),
    status: vocab?.status ?? 'new',
    learningLevel: vocab?.learningLevel ?? null,
    vocab,
    encounters: [...saved, ...met],
  };
}
