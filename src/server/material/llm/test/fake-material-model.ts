import type { StoredLine } from '../../../db/schema/notes.ts';
import {
  startFakeOpenAi,
  type ChatReply,
  type ChatRequest,
  type FakeOpenAiOptions,
} from '../../../providers/translate/test/fake-openai.ts';
import type { GuideAnswer, PageAnswer, StoryAnswer } from '../answers.ts';

/** What a request to the material model asked for, read back from our own prompt. */
export type MaterialCall = {
  kind: 'page_material' | 'study_guide' | 'story';
  title: string;
  /** Page calls: the numbered lines sent. */
  lines: { index: number; text: string }[];
  /** The user message as sent. */
  prompt: string;
};

export function readMaterialCall(request: ChatRequest): MaterialCall {
  const user = request.body.messages.find((m) => m.role === 'user')?.content ?? '';
  const title = /^Video: (.*)$/m.exec(user)?.[1];
  const lines = [...user.matchAll(/^\[(\d+)\] (.*)$/gm)].map((m) => ({ index: Number(m[1]), text: m[2]! }));
  return {
    kind: request.body.response_format?.json_schema?.name as MaterialCall['kind'],
    title: title ? (JSON.parse(title) as string) : '',
    lines,
    prompt: user,
  };
}

const wordsOf = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);

/** The line's longest word, as a model might pick the word worth a card. */
export const longestWord = (text: string) =>
  wordsOf(text).reduce((best, word) => (word.length > best.length ? word : best), '');

/**
 * A well-formed page answer for these lines: a translation per line, one card for each line's
 * longest word (at most 10), the first two lines as sentence cards, a point shared by every page
 * and one of the page's own, and one question.
 */
export function goodPageAnswer(lines: MaterialCall['lines']): PageAnswer {
  const [first, second] = lines;
  return {
    lineTranslations: lines.map(({ index, text }) => ({ lineIndex: index, translation: `(native) ${text}` })),
    words: lines.slice(0, 10).map(({ index, text }) => {
      const word = longestWord(text);
      return {
        lineIndex: index,
        front: word,
        lemma: word.toLowerCase(),
        pos: 'Noun',
        translation: `(native) ${word}`,
        secondExample: `Another sentence with ${word}.`,
      };
    }),
    sentences: [first, second]
      .filter((l) => l !== undefined)
      .map(({ index, text }) => ({
        lineIndex: index,
        translation: `(native) ${text}`,
        teaches: [longestWord(text).toLowerCase()],
      })),
    grammar: first
      ? [
          {
            pointId: 'shared-point',
            title: 'A point on every page',
            explanation: 'Explained in the native language.',
            examples: [{ lineIndex: first.index, match: wordsOf(first.text)[0]! }],
          },
          {
            pointId: `page-of-line-${first.index}`,
            title: `Point of line ${first.index}`,
            explanation: 'Only on this page.',
            examples: [{ lineIndex: first.index, match: longestWord(first.text) }],
          },
        ]
      : [],
    questions: first
      ? [{ question: `What is said in line ${first.index}?`, answer: first.text, lineIndex: first.index }]
      : [],
    gist: `Lines ${first?.index} to ${lines.at(-1)?.index}.`,
  };
}

export const goodGuideAnswer = (): GuideAnswer => ({
  summary: 'A short summary in the native language of what the video is about.',
  keyVocabulary: [],
  questionNumbers: [1, 2, 3],
  steps: [
    { kind: 'watch', text: 'Watch the whole video once with subtitles in your language.' },
    { kind: 'shadow', text: 'Shadow the two sentence cards of each page aloud.' },
    { kind: 'review', text: 'Review the word cards until you know them.' },
    { kind: 'quiz', text: 'Answer the questions without looking at the transcript.' },
  ],
});

export const goodStoryAnswer = (): StoryAnswer => ({ text: 'A new little story.', translation: 'Its translation.' });

/** A story that uses its point, as a good model writes: the checked examples the prompt gave, retold. */
export function storyUsingThePoint(prompt: string): StoryAnswer {
  const checked = /^Checked examples:\n((?:- .*\n?)+)/m.exec(prompt)?.[1];
  const sentences = checked?.split('\n').flatMap((line) => (line.startsWith('- ') ? [line.slice(2)] : []));
  return sentences?.length ? { text: sentences.join(' '), translation: 'Its translation.' } : goodStoryAnswer();
}

export type MaterialScript = (call: MaterialCall, attempt: number) => ChatReply | undefined;

/**
 * A fake OpenAI-compatible endpoint that answers every material call well unless `script`
 * answers it first. `attempt` counts the calls with the same title, kind and first line, so a
 * script can answer badly once and well the second time.
 */
export async function startFakeMaterialModel(script: MaterialScript = () => undefined, options?: FakeOpenAiOptions) {
  const attempts = new Map<string, number>();
  return startFakeOpenAi((request) => {
    const call = readMaterialCall(request);
    const key = `${call.title}|${call.kind}|${call.lines[0]?.index}`;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    const scripted = script(call, attempt);
    if (scripted !== undefined) return scripted;
    if (call.kind === 'page_material') return JSON.stringify(goodPageAnswer(call.lines));
    if (call.kind === 'study_guide') return JSON.stringify(goodGuideAnswer());
    return JSON.stringify(storyUsingThePoint(call.prompt));
  }, options);
}

/** Note lines from (start second, text) pairs, each line ending where the next begins. */
export function linesAt(timed: [number, string][]): StoredLine[] {
  return timed.map(([start, text], i) => ({ start, end: timed[i + 1]?.[0] ?? start + 5, text, words: [] }));
}
