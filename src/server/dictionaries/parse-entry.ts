import { describeTags, jmdictWordClass } from './part-of-speech.ts';
import { isSideLabel, JMDICT_LABELS, labelsCost } from './register.ts';
import { listsInflections, unglueAbbreviations, unglueLoanSource } from './glued-text.ts';

/**
 * How a FreeDict pair writes its entries. `ding`: the large German–English data (one sense per
 * entry, examples, see-also lists); `jmdict`: Japanese→English (several spellings per entry,
 * numbered senses with annotations); `wikdict`: English→Japanese (a Japanese line, then an English
 * explanation, per sense); `plain`: the small pairs (an optional POS tag, comma-separated glosses).
 */
export type EntryFormat = 'ding' | 'jmdict' | 'wikdict' | 'plain';

export type ParsedEntry = {
  headwords: string[];
  pos: string | null;
  glosses: string[];
  /** Lower is shown first among entries for the same headword. */
  rank: number;
};

export type ParseOptions = { format: EntryFormat; targetLang: string };

const MAX_GLOSSES = 12;
const MAX_GLOSS_LENGTH = 200;
/** Ding examples: `      "ein Haus bauen"  - build a house`. */
const EXAMPLE = /^\s+".*"\s+-\s/;
const NOT_A_GLOSS = new RegExp(`^\\s*(Note:|Synonyms?:|Antonyms?:|see:)|${EXAMPLE.source}`);
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
const IPA_START = /\s\/(?=\S)/;
/** Ding lists the conjugation ({er/sie nimmt}, {he/she takes}) under a verb's main sense only. */
const CONJUGATION_REFS = /\{(er\/sie|ich\/er\/sie|du|he\/she|I\/he\/she|you) /;
/** Object and reflexive markers around Ding headwords: "etw. nehmen" is also found as "nehmen". */
const VALENCY =
  /^(?:(?:etw\.|jdn\.|jdm\.|jds\.|sich|sth\.|sb\.|sb\.'s|oneself|\([^()]*\))\s+)+|(?:\s+(?:etw\.|jdn\.|jdm\.|jds\.|sth\.|sb\.|oneself|\([^()]*\)))+$/g;
/** `[ugs.]  [soc.] ` before a Ding sense's first gloss. */
const LEADING_LABELS = /^\s*(?:\[[^\]]+\]\s*)+/;
const COMMON_WORD_MARKS = /\[(ichi1|news1|spec1|spec2|gai1)\]/;
const ARTICLES: Record<string, string> = { masc: 'der', fem: 'die', neut: 'das', pl: 'die' };

/** Headword(s), part of speech and clean glosses of one dictd entry; null when it has no gloss. */
export function parseEntry(text: string, options: ParseOptions): ParsedEntry | null {
  const [header = '', ...body] = text.replace(/\r/g, '').split('\n');
  const parsed = options.format === 'jmdict' ? parseJmdict(header, body) : parseTeiLike(header, body, options);
  const glosses = [...new Set(parsed.glosses)].slice(0, MAX_GLOSSES);
  if (parsed.headwords.length === 0 || glosses.length === 0) return null;
  return { ...parsed, glosses };
}

function parseTeiLike(header: string, body: string[], { format, targetLang }: ParseOptions): ParsedEntry {
  const ipa = header.search(IPA_START);
  const tags = [...header.matchAll(/<([^<>]*)>/g)].map((m) => m[1]!.trim()).filter(Boolean);
  const written = ipa >= 0 ? header.slice(0, ipa) : header.replace(/<[^<>]*>/g, '');
  const spelled = written
    .split(' / ')
    .map((w) => w.replace(/^…\s*/, '').trim())
    .filter(Boolean);
  const headwords =
    format === 'ding'
      ? [...new Set(spelled.flatMap((w) => [w, w.replace(VALENCY, '').trim()]).filter(Boolean))]
      : spelled;
  const senseLines = body.filter((line) => line.trim() && !NOT_A_GLOSS.test(line));
  const glossLines =
    format === 'wikdict' && targetLang === 'ja' ? senseLines.filter((line) => JAPANESE.test(line)) : senseLines;
  const withArticles = format === 'ding' && targetLang === 'de';
  // Ding labels at the start of a line are the sense's; one after an item is that item's
  // ("great, super [coll.], boss [slang]"): a slang or dated item goes behind the others.
  const main: string[] = [];
  const side: string[] = [];
  for (const line of glossLines) {
    const items = splitTopLevel(stripNumber(line).replace(LEADING_LABELS, ''));
    for (const item of format === 'ding' ? unglueAbbreviations(items) : items) {
      const gloss = cleanGloss(item, withArticles);
      if (!isGloss(gloss)) continue;
      const labels = [...item.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
      (labels.some(isSideLabel) ? side : main).push(gloss);
    }
  }
  const glosses = [...main, ...side];

  const rank = format === 'ding' ? dingRank(written, headwords, body, glossLines[0] ?? '') : 0;
  return { headwords, pos: tags.length ? describeTags(tags.at(-1)!) : null, glosses, rank };
}

/**
 * Ding has one entry per sense and no frequencies. Signs of a main sense: it lists the word's
 * inflected forms (conjugation, plural, comparison), it has examples (a few; more only mean
 * idioms); signs of a side one: its labels (register.ts), or a combining form ("Haus…").
 */
function dingRank(written: string, headwords: string[], body: string[], firstGlossLine: string): number {
  const examples = body.filter((line) => EXAMPLE.test(line)).length;
  const leading = LEADING_LABELS.exec(firstGlossLine)?.[0] ?? '';
  const labels = [...leading.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
  const seeLines = body.filter((line) => /^\s*see:/.test(line));
  const references = seeLines.flatMap((line) => [...line.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!));
  const mainSense =
    seeLines.some((line) => CONJUGATION_REFS.test(line)) || headwords.some((h) => listsInflections(h, references));
  return labelsCost(labels) + (written.includes('…') ? 200 : 0) - Math.min(examples, 3) - (mainSense ? 5 : 0);
}

/**
 * `[ichi1]  行く /kˈɯᵝ/,  (word containing out-dated kanji)  往く /kˈɯᵝ/, … いく /ˈikɯᵝ/` — every
 * spelling and reading becomes a headword, so a click on kanji or kana both find it. Lines made
 * only of `(annotations)` and `{cross-references}` carry the word class, not meanings.
 */
function parseJmdict(header: string, body: string[]): ParsedEntry {
  const headwords = header
    .split(/\/[^/]*\//)
    .map((piece) =>
      piece
        .replace(/^\s*,/, '')
        .replace(/\[[^\]]*\]/g, '')
        .replace(/\([^()]*\)/g, '')
        .trim(),
    )
    .filter(Boolean);
  let pos: string | null = null;
  const loanword = /[\u30a0-\u30ff]/.test(header);
  // Senses labelled slang, vulgar, abbreviation, dated or of a specialist field go behind the others.
  const main: string[] = [];
  const side: string[] = [];
  let sense = { glosses: [] as string[], side: false };
  const endSense = () => {
    (sense.side ? side : main).push(...sense.glosses);
    sense = { glosses: [], side: false };
  };
  for (const raw of body) {
    if (/^\s*\d+\.\s/.test(raw)) endSense();
    const note = /^\s*Note: (.*)$/.exec(raw);
    if (!raw.trim() || (NOT_A_GLOSS.test(raw) && !note)) continue;
    const glued = note ? glossGluedToNote(note[1]!) : null;
    if (glued && isSideLabel(glued.label)) sense.side = true;
    let line = glued ? glued.gloss : stripNumber(raw).trim();
    for (;;) {
      const group = /^(\{[^}]*\}|\((?:[^()]|\([^()]*\))*\))\s*/.exec(line);
      if (!group) break;
      if (!pos && group[1]!.startsWith('(')) pos = jmdictWordClass(group[1]!.slice(1, -1));
      line = line.slice(group[0].length);
    }
    if (/^\[[^\]]+\]/.test(line)) sense.side = true;
    const items = splitTopLevel(line)
      .map((item) => cleanGloss(item, false))
      .filter(isGloss);
    if (loanword && sense.glosses.length === 0 && items[0]) items[0] = unglueLoanSource(items[0]);
    sense.glosses.push(...items);
  }
  endSense();
  const glosses = [...main, ...side];
  return { headwords: [...new Set(headwords)], pos, glosses, rank: COMMON_WORD_MARKS.test(header) ? 0 : 100 };
}

function glossGluedToNote(note: string): { label: string; gloss: string } {
  const label = JMDICT_LABELS.find((l) => note.startsWith(l));
  if (!label) return { label: '', gloss: '' };
  const gloss = note
    .slice(label.length)
    .replace(/^\s*\([^()]*\)/, '')
    .trim();
  return { label, gloss };
}

const stripNumber = (line: string) => line.replace(/^\s*\d+\.\s*/, '');

/** Splits at commas and semicolons that are not inside (), [], <> or {}. */
function splitTopLevel(line: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of line) {
    if ('([<{'.includes(ch)) depth++;
    if (')]>}'.includes(ch)) depth = Math.max(0, depth - 1);
    if ((ch === ',' || ch === ';') && depth === 0) {
      items.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  items.push(current);
  // A symbol or abbreviation glued after a tag ("acute <n>´", "section <n>s.") is its own item.
  return items.flatMap((item) => item.split(/(?<=>)(?=[^\s<[])/));
}

function cleanGloss(item: string, withArticle: boolean): string {
  const tags = [...item.matchAll(/<([^<>]*)>/g)].map((m) => m[1]!.trim());
  let text = item
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/(^|\s)\/[^/]+\//g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^…\s*/, '')
    .trim();
  const article = tags.length === 1 ? ARTICLES[tags[0]!] : undefined;
  if (withArticle && article && text) text = `${article} ${text}`;
  return text;
}

/** Keeps real words: drops bare symbols and one- or two-letter abbreviations like "s.". */
const isGloss = (text: string) =>
  /\p{L}/u.test(text) && !/^\p{L}{1,2}\.$/u.test(text) && text.length <= MAX_GLOSS_LENGTH;
