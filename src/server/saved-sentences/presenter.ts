import type { SentenceView } from '../learner/index.ts';
import { presentReview } from '../saved-words/presenter.ts';
import type { SentenceDto } from './schema.ts';

export function presentSentence(sentence: SentenceView): SentenceDto {
  return {
    id: sentence.id,
    text: sentence.text,
    meaning: sentence.meaning,
    language: sentence.language,
    translationLanguage: sentence.translationLanguage,
    noteId: sentence.noteId,
    noteTitle: sentence.noteTitle,
    sentenceId: sentence.lineIndex,
    start: sentence.start,
    end: sentence.end,
    ytId: sentence.ytId,
    isSaved: sentence.isSaved,
    savedAt: sentence.savedAt?.toISOString() ?? null,
    createdAt: sentence.createdAt.toISOString(),
    review: presentReview(sentence),
  };
}
