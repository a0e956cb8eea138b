import { z } from 'zod';

/*
 * What the model must answer. Only types are constrained here: lengths and line numbers are
 * checked afterwards item by item, so one bad item is dropped instead of failing the whole page,
 * and the schema stays within what strict structured-output endpoints accept.
 */

const lineIndex = z.number().int();
const question = z.object({ question: z.string(), answer: z.string(), lineIndex });

export const PageAnswer = z.object({
  lineTranslations: z.array(z.object({ lineIndex, translation: z.string() })),
  words: z.array(
    z.object({
      lineIndex,
      front: z.string(),
      lemma: z.string(),
      pos: z.string(),
      translation: z.string().nullable(),
      secondExample: z.string().nullable(),
    }),
  ),
  sentences: z.array(z.object({ lineIndex, translation: z.string().nullable(), teaches: z.array(z.string()) })),
  grammar: z.array(
    z.object({
      pointId: z.string(),
      title: z.string(),
      explanation: z.string(),
      examples: z.array(z.object({ lineIndex, match: z.string() })),
    }),
  ),
  /** Written per page, where the model sees the lines, so the guide only has to pick among them. */
  questions: z.array(question),
  gist: z.string(),
});
export type PageAnswer = z.infer<typeof PageAnswer>;

/**
 * Kept short on purpose: this call waits for every page, so its length is added to the whole
 * generation's time. Questions are chosen by number from the pages' ones instead of written again.
 */
export const GuideAnswer = z.object({
  summary: z.string(),
  keyVocabulary: z.array(z.string()),
  questionNumbers: z.array(z.number().int()),
  steps: z.array(z.object({ kind: z.enum(['watch', 'shadow', 'review', 'quiz']), text: z.string() })),
});
export type GuideAnswer = z.infer<typeof GuideAnswer>;

export const StoryAnswer = z.object({ text: z.string(), translation: z.string() });
export type StoryAnswer = z.infer<typeof StoryAnswer>;
