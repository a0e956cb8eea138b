import { languageName } from '../../../common/languages.ts';
import type { StoredLine } from '../../db/schema/notes.ts';
import { catalogueExamples, cataloguePointIds } from '../grammar/index.ts';
import type { GrammarDraft, MaterialInput } from '../types.ts';
import { POS_TAGS } from './page-material.ts';

type Learner = Pick<MaterialInput, 'language' | 'nativeLanguage' | 'level'>;

const named = (code: string) => `${languageName(code)} (${code})`;
const learnerLine = ({ language, nativeLanguage, level }: Learner) =>
  `The learner studies ${named(language)} at ${level} level; their native language is ${named(nativeLanguage)}.`;

/** Lines go to the model with their note-wide index, which is how it must refer to them. */
export const numberedLines = (lines: StoredLine[], indexes: number[]) =>
  indexes.map((i) => `[${i}] ${lines[i]!.text}`).join('\n');

export function pageSystem(learner: Learner): string {
  const native = languageName(learner.nativeLanguage);
  return [
    'You turn one page (about a minute) of a video transcript into study material for a language learner.',
    learnerLine(learner),
    'Lines are given as "[n] text"; refer to a line only by its number n.',
    `lineTranslations: every line, translated naturally into ${native}.`,
    `words: 4-10 words or set phrases worth learning at this level (no names, nothing a ${learner.level} learner surely knows).`,
    `  front: exactly as written in the line; lemma: its dictionary form; pos: one of ${POS_TAGS.join(', ')};`,
    `  translation: the ${native} meaning that fits the line; secondExample: another short ${languageName(learner.language)} sentence using the lemma, or null.`,
    `sentences: the 1-3 lines most worth studying whole, with a ${native} translation; teaches: lemmas from your words that the line contains.`,
    `grammar: 0-3 grammar points the lines show. pointId: one of ${cataloguePointIds(learner.language).join(', ') || '(none)'} when the point is one of these`,
    `  (only these get a story), else "${learner.language}." plus a kebab-case name;`,
    `  title and a 2-4 sentence explanation in ${native}; examples: lineIndex and match, the exact span copied from that line.`,
    `questions: 1 comprehension question with a short answer, in ${languageName(learner.language)} simple enough for the level; lineIndex: the line holding the answer.`,
    `gist: one sentence in ${native} on what this page is about.`,
    'Answer with the JSON object only.',
  ].join('\n');
}

export const pagePrompt = (title: string, lines: StoredLine[], indexes: number[]) =>
  `Video: ${JSON.stringify(title)}\nLines:\n${numberedLines(lines, indexes)}`;

export function guideSystem(learner: Learner): string {
  const native = languageName(learner.nativeLanguage);
  return [
    'You write the study guide of a video for a language learner from the material already made from it, page by page.',
    learnerLine(learner),
    `summary: 2-4 sentences in ${native} on what the video says.`,
    'keyVocabulary: up to 10 lemmas, chosen only from the given word list, most useful first.',
    'questionNumbers: the numbers of the 3-6 best of the given questions, spread over the video, in order.',
    `steps: 3-5 short, concrete study steps in ${native}, each of kind watch, shadow, review or quiz; name the words or grammar points to work on.`,
    'Answer with the JSON object only.',
  ].join('\n');
}

export type GuideContext = {
  gists: string[];
  words: { lemma: string; translation: string | null }[];
  grammar: { pointId: string; title: string }[];
  questions: { question: string; answer: string }[];
};

export function guidePrompt(title: string, context: GuideContext): string {
  return [
    `Video: ${JSON.stringify(title)}`,
    `Page by page:\n${context.gists.map((gist, i) => `${i + 1}. ${gist}`).join('\n')}`,
    `Word list:\n${context.words.map((w) => (w.translation ? `${w.lemma}: ${w.translation}` : w.lemma)).join('\n') || '(none)'}`,
    `Grammar points:\n${context.grammar.map((g) => `${g.pointId}: ${g.title}`).join('\n') || '(none)'}`,
    `Questions:\n${context.questions.map((q, i) => `${i + 1}. ${q.question} (${q.answer})`).join('\n') || '(none)'}`,
  ].join('\n\n');
}

export function storySystem(learner: Learner): string {
  return [
    'You write short reading texts for a language learner.',
    learnerLine(learner),
    `text: 4-7 sentences in ${languageName(learner.language)}: a small new story (not a retelling of the video) that uses the grammar point several times`,
    "  and as many of the given words as fit naturally, at the learner's level. Every sentence must be natural and correct;",
    '  a story without the grammar point is thrown away.',
    `translation: the story translated into ${languageName(learner.nativeLanguage)}.`,
    'Answer with the JSON object only.',
  ].join('\n');
}

export function storyPrompt(point: GrammarDraft, vocabulary: string[]): string {
  return [
    `Grammar point: ${point.title} (${point.pointId})`,
    `Explanation: ${point.explanation}`,
    `Examples from the video:\n${point.examples.map((e) => `- ${e.text}`).join('\n') || '(none)'}`,
    `Checked examples:\n${
      catalogueExamples(point.pointId)
        .map((e) => `- ${e.text}`)
        .join('\n') || '(none)'
    }`,
    `Words: ${vocabulary.join(', ') || '(none)'}`,
  ].join('\n');
}
