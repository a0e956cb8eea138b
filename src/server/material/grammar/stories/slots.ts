import type { StoryTemplate } from '../types.ts';
import type { Inflect, VocabWord } from './forms/types.ts';

/** {n1|the book}, {v1:pp|visited}: kind, slot number, optional form, text to use when no word fits. */
const SLOT = /\{([nva])(\d)(?::([a-z-]+))?\|([^}]*)\}/g;

type Slot = { key: string; kind: VocabWord['kind']; forms: Set<string | undefined> };

function slotsOf(template: StoryTemplate): Slot[] {
  const slots = new Map<string, Slot>();
  for (const sentence of template) {
    for (const [, kind, number, form] of sentence.matchAll(SLOT)) {
      const key = kind + number;
      const slot = slots.get(key) ?? { key, kind: kind as VocabWord['kind'], forms: new Set() };
      slot.forms.add(form);
      slots.set(key, slot);
    }
  }
  return [...slots.values()];
}

/**
 * Puts the video's words into a template. Each slot takes the first unused word of its kind that
 * can take every form the template asks of it (the same slot is the same word throughout), so a
 * verb the rules can't conjugate is passed over rather than put in wrong; a slot nothing fits keeps
 * the template's own word.
 */
export function fillTemplate(
  template: StoryTemplate,
  words: VocabWord[],
  inflect: Inflect,
): { sentences: string[]; used: string[] } {
  const chosen = new Map<string, VocabWord>();
  const used = new Set<string>();
  for (const slot of slotsOf(template)) {
    const word = words.find(
      (w) => w.kind === slot.kind && !used.has(w.lemma) && [...slot.forms].every((form) => inflect(w, form) !== null),
    );
    if (!word) continue;
    chosen.set(slot.key, word);
    used.add(word.lemma);
  }
  const sentences = template.map((sentence) =>
    capitalizeFirst(
      sentence.replace(SLOT, (_whole, kind: string, number: string, form: string | undefined, fallback: string) => {
        const word = chosen.get(kind + number);
        return (word && inflect(word, form)) ?? fallback;
      }),
    ),
  );
  return { sentences, used: [...used] };
}

/** A sentence that begins with a slot ("{n1:def|Le livre} est…") still begins with a capital. */
function capitalizeFirst(sentence: string): string {
  const first = sentence.search(/\p{L}/u);
  if (first < 0 || !/^[\s¡¿«"“„'‘]*$/u.test(sentence.slice(0, first))) return sentence;
  return sentence.slice(0, first) + sentence.charAt(first).toUpperCase() + sentence.slice(first + 1);
}
