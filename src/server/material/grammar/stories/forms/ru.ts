import type { Inflect, VocabWord } from './types.ts';

const PAST_ENDINGS: Record<string, [plain: string, reflexive: string]> = {
  'past-m': ['л', 'лся'],
  'past-f': ['ла', 'лась'],
  'past-n': ['ло', 'лось'],
  'past-pl': ['ли', 'лись'],
};

/** Past of the regular verbs in -ать, -ять, -еть, -ить, -уть, -ыть (читать → читал); -ти, -чь, -ереть and -кнуть verbs are irregular. */
function past(lemma: string, form: string): string | null {
  const endings = PAST_ENDINGS[form];
  const regular = /^(.*[аяеиуыо])ть(ся)?$/.exec(lemma);
  if (!endings || !regular || /(ереть|[кгз]нуть)(ся)?$/.test(lemma)) return null;
  return regular[1] + endings[regular[2] ? 1 : 0];
}

export const inflectRussian: Inflect = ({ lemma, kind }: VocabWord, form) => {
  if (!/^[а-яё-]+$/.test(lemma)) return null;
  if (kind === 'v') {
    if (form === undefined || form === 'inf') return /(ть|ти|чь)(ся)?$/.test(lemma) ? lemma : null;
    return past(lemma, form);
  }
  return form === undefined ? lemma : null;
};
