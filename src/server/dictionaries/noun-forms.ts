import { normalizeHeadword } from './normalize.ts';

/** A German noun as a learner should learn it: with its article, and its plural when the dictionary lists it. */
export type NounForms = { article?: 'der' | 'die' | 'das'; plural?: string };

const ARTICLE: Record<string, NounForms['article']> = { masculine: 'der', feminine: 'die', neuter: 'das' };

/** The article that a stored `pos` ("noun, feminine", "noun, plural") gives a German noun. */
export function articleOf(pos: string | null): NounForms['article'] | undefined {
  const parts = (pos ?? '').split(',').map((p) => p.trim());
  if (parts[0] !== 'noun') return undefined;
  if (parts.includes('plural')) return 'die';
  return parts.map((p) => ARTICLE[p]).find(Boolean);
}

const UMLAUT: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü', au: 'äu', A: 'Ä', O: 'Ö', U: 'Ü', Au: 'Äu' };

/** The plural umlaut goes on the last a, o, u or au: Haus → Häus-, Apfel → Äpfel, Mutter → Mütter. */
function umlaut(noun: string): string {
  const last = [...noun.matchAll(/[Aa]u|[aouAOU]/g)].at(-1);
  if (!last) return noun;
  return noun.slice(0, last.index) + UMLAUT[last[0]] + noun.slice(last.index + last[0].length);
}

/**
 * The shapes a German plural takes (Schwester → Schwestern, Haus → Häuser, Apfel → Äpfel,
 * Lehrerin → Lehrerinnen); only one the dictionary has as a plural entry is shown.
 */
export function pluralCandidates(noun: string): string[] {
  const umlauted = umlaut(noun);
  const endings = ['', 'e', 'n', 'en', 'er', 's', 'nen'];
  const shapes = [
    ...endings.map((e) => noun + e),
    ...(umlauted !== noun ? ['', 'e', 'er'].map((e) => umlauted + e) : []),
    ...(/(um|us|a)$/.test(noun) ? [noun.replace(/(um|us|a)$/, 'en')] : []),
  ];
  return [...new Set(shapes)];
}

/** Article and plural for the entry a German lookup chose, when that entry is a noun with a gender. */
export async function nounForms(
  entry: { headword: string; pos: string | null },
  findEntries: (headwords: string[]) => Promise<{ headword: string; headwordNormalized: string; pos: string | null }[]>,
): Promise<NounForms> {
  const article = articleOf(entry.pos);
  if (!article || /\s/.test(entry.headword)) return {};
  if (entry.pos?.includes('plural')) return { article };
  const candidates = pluralCandidates(entry.headword).map(normalizeHeadword);
  const plurals = (await findEntries(candidates)).filter((r) => r.pos?.startsWith('noun, plural'));
  // A same-spelled plural (der Lehrer, die Lehrer) counts; the closest shape wins.
  const plural = candidates.map((c) => plurals.find((r) => r.headwordNormalized === c)).find(Boolean);
  return plural ? { article, plural: plural.headword } : { article };
}
