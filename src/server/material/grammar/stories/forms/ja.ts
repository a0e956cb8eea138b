import type { Inflect, VocabWord } from './types.ts';

/** The five rows of the kana table each godan ending moves along. */
const ROWS: Record<string, { i: string; a: string; e: string; te: string; ta: string }> = {
  う: { i: 'い', a: 'わ', e: 'え', te: 'って', ta: 'った' },
  く: { i: 'き', a: 'か', e: 'け', te: 'いて', ta: 'いた' },
  ぐ: { i: 'ぎ', a: 'が', e: 'げ', te: 'いで', ta: 'いだ' },
  す: { i: 'し', a: 'さ', e: 'せ', te: 'して', ta: 'した' },
  つ: { i: 'ち', a: 'た', e: 'て', te: 'って', ta: 'った' },
  ぬ: { i: 'に', a: 'な', e: 'ね', te: 'んで', ta: 'んだ' },
  ぶ: { i: 'び', a: 'ば', e: 'べ', te: 'んで', ta: 'んだ' },
  む: { i: 'み', a: 'ま', e: 'め', te: 'んで', ta: 'んだ' },
  る: { i: 'り', a: 'ら', e: 'れ', te: 'って', ta: 'った' },
};
/** る-verbs that look like ichidan verbs (i/e sound before る) but conjugate as godan. */
const GODAN_RU = new Set([
  '帰る',
  '入る',
  '走る',
  '知る',
  '切る',
  '要る',
  '限る',
  '減る',
  '喋る',
  '滑る',
  '握る',
  '参る',
  '散る',
  '蹴る',
  '焦る',
  '茂る',
  '照る',
  '練る',
  '湿る',
  '混じる',
  '陥る',
]);
const I_OR_E_SOUND = /[いきぎしじちぢにひびぴみりえけげせぜてでねへべぺめれ]$/;

type VerbClass = 'godan' | 'ichidan' | 'suru' | 'kuru';

function verbClass({ lemma, reading }: VocabWord): VerbClass | null {
  if (lemma === 'する') return 'suru';
  if (lemma === '来る' || lemma === 'くる') return 'kuru';
  if (!ROWS[lemma.at(-1)!] || lemma === 'ある' || lemma === 'いる') return null;
  if (!lemma.endsWith('る') || GODAN_RU.has(lemma)) return 'godan';
  // The sound before る is often hidden in a kanji (見る, 着る): the reading shows it.
  const beforeRu = (reading ?? lemma).slice(0, -1);
  if (!reading && !/[ぁ-ん]$/.test(beforeRu)) return null;
  return I_OR_E_SOUND.test(beforeRu) ? 'ichidan' : 'godan';
}

function conjugate(lemma: string, type: VerbClass, form: string): string | null {
  const base = lemma.slice(0, -1);
  const row = ROWS[lemma.at(-1)!];
  if (type === 'suru' || type === 'kuru') {
    const head = type === 'suru' ? 'し' : lemma === 'くる' ? 'き' : '来';
    const forms: Record<string, string> = {
      masu: `${head}ます`,
      mashita: `${head}ました`,
      te: `${head}て`,
      ta: `${head}た`,
      tai: `${head}たい`,
      nai: `${type === 'suru' ? 'し' : lemma === 'くる' ? 'こ' : '来'}ない`,
      pot: type === 'suru' ? 'できる' : lemma === 'くる' ? 'こられる' : '来られる',
    };
    return forms[form] ?? null;
  }
  const stem = type === 'ichidan' ? base : base + row.i;
  switch (form) {
    case 'masu':
      return `${stem}ます`;
    case 'mashita':
      return `${stem}ました`;
    case 'tai':
      return `${stem}たい`;
    case 'te':
      return type === 'ichidan' ? `${base}て` : lemma === '行く' ? '行って' : base + row.te;
    case 'ta':
      return type === 'ichidan' ? `${base}た` : lemma === '行く' ? '行った' : base + row.ta;
    case 'nai':
      return `${type === 'ichidan' ? base : base + row.a}ない`;
    case 'pot':
      return type === 'ichidan' ? `${base}られる` : `${base + row.e}る`;
    default:
      return null;
  }
}

export const inflectJapanese: Inflect = (word: VocabWord, form) => {
  if (!/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(word.lemma)) return null;
  if (word.kind !== 'v' || form === undefined) return form === undefined ? word.lemma : null;
  const type = verbClass(word);
  return type ? conjugate(word.lemma, type, form) : null;
};
