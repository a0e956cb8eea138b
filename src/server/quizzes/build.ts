import { baseLanguage } from '../../common/languages.ts';
import { CLOZE_BLANK, MAX_LISTENING_QUESTIONS, MAX_SPEECH_CHARS, type QuizKind } from '../../common/learning.ts';

import { shuffle, type Rng } from './random.ts';
import { opensSentence, writtenForm } from './written-form.ts';

/** One card a question can be about: a note's flashcard or a saved word or sentence. */
export type QuizItem = {
  kind: 'word' | 'sentence';
  id: string;
  lemma: string | null;
  /** Words: the engine's part of speech, which decides their case as a choice (German nouns). */
  pos: string | null;
  /** The word as it appeared, or the sentence. */
  text: string;
  meaning: string | null;
  /** Words: a sentence the word was met in. */
  context: string | null;
};

type Ref = { kind: 'word' | 'sentence'; id: string; lemma: string | null };
export type Draft =
  | {
      id: string;
      kind: 'meaning';
      item: Ref;
      prompt: string;
      sentence: string | null;
      choices: string[];
      answer: string;
    }
  | { id: string; kind: 'cloze'; item: Ref; prompt: string; sentence: string; choices: string[]; answer: string }
  | {
      id: string;
      kind: 'listening';
      item: Ref;
      mode: 'choose' | 'type';
      prompt: null;
      sentence: string | null;
      choices: string[] | null;
      answer: string;
      speak: string;
    }
  | {
      id: string;
      kind: 'ordering';
      item: Ref;
      prompt: string | null;
      sentence: string;
      words: string[];
      answer: number[];
      separator: ' ' | '';
    };

const CHOICES = 4;
/** Fewer words is no puzzle; more is a chore on a phone screen. */
export const ORDERING_MIN_WORDS = 3;
export const ORDERING_MAX_WORDS = 12;

/** Languages written without spaces: words come from ICU and are joined without a separator. */
const SPACELESS = new Set(['ja', 'zh', 'th', 'lo', 'km', 'my']);
export const isSpaceless = (language: string) => SPACELESS.has(baseLanguage(language));

const norm = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The words of a sentence to put in order; punctuation stays on the word before it. */
export function orderingTokens(text: string, language: string): string[] {
  if (!isSpaceless(language)) return text.trim().split(/\s+/).filter(Boolean);
  const tokens: string[] = [];
  for (const { segment, isWordLike } of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
    if (!segment.trim()) continue;
    if (isWordLike || tokens.length === 0) tokens.push(segment);
    else tokens[tokens.length - 1] += segment;
  }
  return tokens;
}

/** Where `word` stands in `sentence` as a whole word (any case), or null. */
export function findWord(sentence: string, word: string, language: string): { start: number; end: number } | null {
  const target = word.trim();
  if (!target) return null;
  if (isSpaceless(language)) {
    const at = sentence.toLowerCase().indexOf(target.toLowerCase());
    return at < 0 ? null : { start: at, end: at + target.length };
  }
  const escaped = target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').exec(sentence);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** Three different wrong answers from `pool`, or null when the pool has too few. */
function distractors(answer: string, pool: readonly string[], rng: Rng): string[] | null {
  const seen = new Set([norm(answer)]);
  const unique: string[] = [];
  for (const candidate of pool) {
    const key = norm(candidate);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    unique.push(candidate.trim());
  }
  if (unique.length < CHOICES - 1) return null;
  return shuffle(unique, rng).slice(0, CHOICES - 1);
}

/**
 * A word as the language writes it on its own (ADR 18), so no choice stands out by its case: German
 * nouns capitalised, other words not, whatever their place in the sentence they were met in.
 */
function wordForm(text: string, item: QuizItem, language: string, at?: { start: number } | null): string {
  const where = at ?? (item.context ? findWord(item.context, text, language) : null);
  const sentenceInitial = where && item.context ? opensSentence(item.context.slice(0, where.start)) : undefined;
  return writtenForm(text, { language, pos: item.pos, lemma: item.lemma, sentenceInitial });
}

type Pools = { wordMeanings: string[]; sentenceMeanings: string[]; wordForms: string[]; language: string };

function makeQuestion(kind: QuizKind, item: QuizItem, pools: Pools, rng: Rng): Draft | null {
  const ref: Ref = { kind: item.kind, id: item.id, lemma: item.lemma };
  const id = `${kind}-${item.kind}-${item.id}`;
  const meaningPool = item.kind === 'word' ? pools.wordMeanings : pools.sentenceMeanings;
  const meaningChoices = () => {
    if (!item.meaning) return null;
    const wrong = distractors(item.meaning, meaningPool, rng);
    return wrong ? shuffle([item.meaning, ...wrong], rng) : null;
  };
  switch (kind) {
    case 'meaning': {
      const choices = meaningChoices();
      const prompt = item.kind === 'word' ? wordForm(item.text, item, pools.language) : item.text;
      return choices && { id, kind, item: ref, prompt, sentence: item.context, choices, answer: item.meaning! };
    }
    case 'cloze': {
      if (item.kind !== 'word' || !item.context) return null;
      const at =
        findWord(item.context, item.text, pools.language) ??
        (item.lemma ? findWord(item.context, item.lemma, pools.language) : null);
      if (!at) return null;
      // The sentence keeps the word as said; the choices show each word as it is written alone.
      const answer = wordForm(item.context.slice(at.start, at.end), item, pools.language, at);
      const wrong = distractors(answer, pools.wordForms, rng);
      if (!wrong) return null;
      const prompt = item.context.slice(0, at.start) + CLOZE_BLANK + item.context.slice(at.end);
      return {
        id,
        kind,
        item: ref,
        prompt,
        sentence: item.context,
        choices: shuffle([answer, ...wrong], rng),
        answer,
      };
    }
    case 'listening': {
      if (item.text.length > MAX_SPEECH_CHARS) return null;
      const choices = meaningChoices();
      // Words: hear it and pick its meaning, or type it (dictation); sentences are only matched to meanings.
      const typeIt = item.kind === 'word' && (!choices || rng() < 0.5);
      if (!typeIt && !choices) return null;
      const sentence = item.kind === 'word' ? item.context : item.text;
      return typeIt
        ? {
            id,
            kind,
            item: ref,
            mode: 'type',
            prompt: null,
            sentence,
            choices: null,
            answer: item.text,
            speak: item.text,
          }
        : {
            id,
            kind,
            item: ref,
            mode: 'choose',
            prompt: null,
            sentence,
            choices,
            answer: item.meaning!,
            speak: item.text,
          };
    }
    case 'ordering': {
      if (item.kind !== 'sentence') return null;
      const tokens = orderingTokens(item.text, pools.language);
      if (tokens.length < ORDERING_MIN_WORDS || tokens.length > ORDERING_MAX_WORDS || new Set(tokens).size < 2)
        return null;
      let order = shuffle(
        tokens.map((_, i) => i),
        rng,
      );
      // A shuffle that reads like the sentence asks nothing: move its first word to the end.
      if (order.every((original, i) => tokens[original] === tokens[i])) order = [...order.slice(1), order[0]!];
      const positionOf = new Map(order.map((original, position) => [original, position]));
      return {
        id,
        kind,
        item: ref,
        prompt: item.meaning,
        sentence: item.text,
        words: order.map((i) => tokens[i]!),
        answer: tokens.map((_, i) => positionOf.get(i)!),
        separator: isSpaceless(pools.language) ? '' : ' ',
      };
    }
  }
}

export type BuildOptions = {
  kinds: readonly QuizKind[];
  count: number;
  rng: Rng;
  language: string;
  extraMeanings?: readonly string[];
};

/**
 * Up to `count` questions, kinds spread evenly: every item is asked once (in the least-used kind it
 * suits) before any item is asked again in another kind, so a small pool still fills a quiz.
 */
export function buildQuestions(items: readonly QuizItem[], options: BuildOptions): Draft[] {
  const { kinds, count, rng, language } = options;
  const words = items.filter((i) => i.kind === 'word');
  const pools: Pools = {
    wordMeanings: [...words.map((i) => i.meaning), ...(options.extraMeanings ?? [])].filter((m): m is string => !!m),
    sentenceMeanings: items
      .filter((i) => i.kind === 'sentence')
      .map((i) => i.meaning)
      .filter((m): m is string => !!m),
    wordForms: words.map((i) => wordForm(i.text, i, language)),
    language,
  };
  const order = shuffle(items, rng);
  const kindOrder = shuffle(kinds, rng);
  const used = new Map<QuizKind, number>(kinds.map((k) => [k, 0]));
  const asked = new Set<string>();
  const drafts: Draft[] = [];
  for (let pass = 0; pass < kinds.length && drafts.length < count; pass++) {
    for (const item of order) {
      if (drafts.length >= count) break;
      const candidates = kindOrder
        .filter((k) => !asked.has(`${k}:${item.id}`))
        .filter((k) => k !== 'listening' || used.get(k)! < MAX_LISTENING_QUESTIONS)
        .sort((a, b) => used.get(a)! - used.get(b)!);
      for (const kind of candidates) {
        const draft = makeQuestion(kind, item, pools, rng);
        if (!draft) continue;
        drafts.push(draft);
        asked.add(`${kind}:${item.id}`);
        used.set(kind, used.get(kind)! + 1);
        break;
      }
    }
  }
  return drafts;
}
