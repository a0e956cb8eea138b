/**
 * Irregular verbs spelled out from a few stems, so a table of the common ones stays short:
 * `verb('pouvoir', 'peux,peux,peut,pouvons,pouvez,peuvent', { imperfect: 'pouv', future: 'pourr', … })`.
 * Endings are the language's regular ones for each tense; `forms` adds anything else.
 */
export interface StemSet {
  imperfect?: string;
  future?: string;
  subjunctive?: string;
  forms?: string;
}

export interface Endings {
  imperfect: string[];
  future: string[];
  conditional: string[];
  subjunctive: string[];
}

export function irregularVerbs(
  endings: Endings,
  verbs: [infinitive: string, present: string, stems: StemSet][],
): Map<string, string> {
  const table = new Map<string, string>();
  const add = (form: string, lemma: string) => {
    if (form && !table.has(form)) table.set(form, lemma);
  };
  for (const [infinitive, present, { imperfect, future, subjunctive, forms }] of verbs) {
    add(infinitive, infinitive);
    for (const form of present.split(',')) add(form, infinitive);
    for (const form of forms?.split(/[\s,]+/) ?? []) add(form, infinitive);
    if (imperfect) for (const ending of endings.imperfect) add(imperfect + ending, infinitive);
    if (future) for (const ending of [...endings.future, ...endings.conditional]) add(future + ending, infinitive);
    if (subjunctive) for (const ending of endings.subjunctive) add(subjunctive + ending, infinitive);
  }
  return table;
}
