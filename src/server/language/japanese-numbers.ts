/**
 * How a number is said in Japanese, every usual way (ADR 37, amended): 4 is よん, し or よ (四時 よじ), 7 なな
 * or しち, 9 きゅう or く; 300 is さんびゃく, 600 ろっぴゃく, 8000 はっせん; and with a counter, the sound
 * changes of the two together (1本 いっぽん, 3本 さんぼん, 10分 じゅっぷん, 1人 ひとり, 3つ みっつ, 20日
 * はつか). The dictionary reads 三百 さんひゃく and 3本 さんほん, and nothing for digits. Which reading a
 * learner used is found on the other side of the comparison; the first is the usual one.
 */
const DIGIT: string[][] = [
  ['ぜろ', 'れい'],
  ['いち'],
  ['に'],
  ['さん'],
  ['よん', 'し', 'よ'],
  ['ご'],
  ['ろく'],
  ['なな', 'しち'],
  ['はち'],
  ['きゅう', 'く'],
];
const TENS: Record<number, string[]> = {
  1: ['じゅう'],
  4: ['よんじゅう'],
  7: ['ななじゅう', 'しちじゅう'],
  9: ['きゅうじゅう'],
};
const HUNDREDS: Record<number, string[]> = {
  1: ['ひゃく'],
  3: ['さんびゃく'],
  4: ['よんひゃく'],
  6: ['ろっぴゃく'],
  7: ['ななひゃく'],
  8: ['はっぴゃく'],
  9: ['きゅうひゃく'],
};
const THOUSANDS: Record<number, string[]> = {
  1: ['せん'],
  3: ['さんぜん'],
  4: ['よんせん'],
  7: ['ななせん'],
  8: ['はっせん'],
  9: ['きゅうせん'],
};
const GROUPS = ['', 'まん', 'おく', 'ちょう'];
const MOST = 48;

const product = (lists: string[][]): string[] =>
  lists.reduce<string[]>((all, list) => all.flatMap((a) => list.map((b) => a + b)).slice(0, MOST), ['']);

const place = (table: Record<number, string[]>, digit: number, name: string) =>
  digit === 0 ? [''] : (table[digit] ?? [DIGIT[digit]![0]! + name]);

/** 1–9999 said every usual way; `last`: the number's final group, whose last digit may be said any way. */
function groupReadings(value: number, last: boolean): string[] {
  const units = value % 10;
  const unitsSaid = units === 0 ? [''] : last ? DIGIT[units]! : DIGIT[units]!.slice(0, units === 7 ? 2 : 1);
  return product([
    place(THOUSANDS, Math.floor(value / 1000), 'せん'),
    place(HUNDREDS, Math.floor(value / 100) % 10, 'ひゃく'),
    place(TENS, Math.floor(value / 10) % 10, 'じゅう'),
    unitsSaid,
  ]);
}

/** A whole number (digits, no leading zero) said every usual way; [] when too large to say. */
export function integerReadings(digits: string): string[] {
  if (/^0+$/.test(digits)) return DIGIT[0]!;
  const parts: string[][] = [];
  for (let end = digits.length, group = 0; end > 0; end -= 4, group++) {
    const value = Number(digits.slice(Math.max(0, end - 4), end));
    if (group >= GROUPS.length) return [];
    if (value === 0) continue;
    const name = GROUPS[group]!;
    const said = value === 1 && group > 0 ? [name === 'ちょう' ? 'いっちょう' : `いち${name}`] : null;
    parts.unshift(said ?? groupReadings(value, group === 0).map((r) => r + name));
  }
  return product(parts);
}

const KANJI_DIGITS = '〇一二三四五六七八九';
const KANJI_PLACES: Record<string, bigint> = { 十: 10n, 百: 100n, 千: 1000n };
const KANJI_GROUPS: Record<string, bigint> = { 万: 10n ** 4n, 億: 10n ** 8n, 兆: 10n ** 12n };

/** A number written in kanji (二千二十四, 二〇二四, 三万) as digits, or null. */
function kanjiToDigits(text: string): string | null {
  if ([...text].every((ch) => KANJI_DIGITS.includes(ch)))
    return [...text].map((ch) => KANJI_DIGITS.indexOf(ch)).join('');
  let total = 0n;
  let group = 0n;
  let current: bigint | null = null;
  for (const ch of text) {
    const digit = KANJI_DIGITS.indexOf(ch === '零' ? '〇' : ch);
    if (digit >= 0) current = BigInt(digit);
    else if (KANJI_PLACES[ch]) {
      group += (current ?? 1n) * KANJI_PLACES[ch];
      current = null;
    } else if (KANJI_GROUPS[ch]) {
      total += (group + (current ?? 0n)) * KANJI_GROUPS[ch];
      group = 0n;
      current = null;
    } else return null;
  }
  return String(total + group + (current ?? 0n));
}

const halfWidth = (text: string) =>
  text.replace(/[０-９．，]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));

/**
 * The ways a written number (3, 1,000, 3.5, ３, 二千二十四) is said, and the whole number it is in digits
 * ('' with a decimal part); null for what is not one.
 */
export function numberReadings(written: string): { digits: string; readings: string[] } | null {
  const text = halfWidth(written);
  const match = /^(\d+(?:,\d{3})*)(?:\.(\d+))?$/.exec(text);
  const whole = match ? match[1]!.replace(/,/g, '') : kanjiToDigits(text);
  if (whole === null || (whole.length > 1 && whole.startsWith('0'))) return null;
  const integer = integerReadings(whole);
  const fraction = match?.[2];
  if (!integer.length) return null;
  if (fraction === undefined) return { digits: whole, readings: integer };
  const decimals = [...fraction].map((d) => DIGIT[Number(d)]![0]).join('');
  return { digits: '', readings: integer.map((r) => `${r}てん${decimals}`) };
}

const NATIVE_TSU = ['', 'ひとつ', 'ふたつ', 'みっつ', 'よっつ', 'いつつ', 'むっつ', 'ななつ', 'やっつ', 'ここのつ'];
const PEOPLE: Record<string, string[]> = { '1': ['ひとり'], '2': ['ふたり'], '4': ['よにん'] };
const MONTHS = 'いち に さん し ご ろく しち はち く じゅう じゅういち じゅうに'.split(' ');
const DAYS: Record<string, string[]> = {
  '1': ['ついたち', 'いちにち'],
  '2': ['ふつか'],
  '3': ['みっか'],
  '4': ['よっか'],
  '5': ['いつか'],
  '6': ['むいか'],
  '7': ['なのか', 'なぬか'],
  '8': ['ようか'],
  '9': ['ここのか'],
  '10': ['とおか'],
  '14': ['じゅうよっか'],
  '20': ['はつか'],
  '24': ['にじゅうよっか'],
};

/** Counters after which 4 is usually よ (4年 よねん, 4時 よじ, 4円 よえん). */
const FOUR_AS_YO = new Set(['年', '時', '時間', '円']);

/** The number's last sound doubled before a counter (いち → いっ, ろく → ろっ, はち → はっ, じゅう → じゅっ, じっ). */
function doubled(reading: string, withRoku: boolean): string[] {
  for (const [end, into] of [
    ['いち', ['いっ']],
    ['はち', ['はっ']],
    ['じゅう', ['じゅっ', 'じっ']],
    ...(withRoku ? [['ろく', ['ろっ']] as const] : []),
  ] as const)
    if (reading.endsWith(end)) return into.map((head) => reading.slice(0, -end.length) + head);
  return [];
}

const shift = (kana: string, by: number) => String.fromCharCode(kana.charCodeAt(0) + by);

/** A number and its counter said together, with the sound changes between them; the usual form first. */
export function countedReadings(numbers: string[], digits: string, counter: string, said: string): string[] {
  const special =
    (counter === 'つ' && digits.length === 1 && digits !== '0' && [NATIVE_TSU[Number(digits)]!]) ||
    (counter === '人' && PEOPLE[digits]) ||
    (counter === '日' && DAYS[digits]) ||
    (counter === '月' && MONTHS[Number(digits) - 1] && [`${MONTHS[Number(digits) - 1]}がつ`]) ||
    ((counter === '歳' || counter === '才') && digits === '20' && ['はたち']);
  const head = said[0] ?? '';
  const rest = said.slice(1);
  const row = 'かきくけこ'.includes(head)
    ? 'k'
    : 'さしすせそたちつてと'.includes(head)
      ? 's'
      : 'はひふへほ'.includes(head)
        ? 'h'
        : '';
  const usualFirst = FOUR_AS_YO.has(counter)
    ? [...numbers.filter((n) => n.endsWith('よ')), ...numbers.filter((n) => !n.endsWith('よ'))]
    : numbers;
  const generic = usualFirst.flatMap((number) => {
    const afterN = number.endsWith('ん');
    // h-row counters change after いち, ろく, はち, じゅう and ん (いっぽん, さんぼん, よんぷん) as a rule; k-, s- and
    // t-row ones double after いち, はち, じゅう (ろく too for k: ろっかい) and voice after ん only for some (さんがい).
    if (row === 'h')
      return [
        ...doubled(number, true).map((n) => n + shift(head, 2) + rest),
        ...(afterN ? [number + shift(head, 1) + rest, number + shift(head, 2) + rest] : []),
        number + said,
      ];
    if (row)
      return [
        ...doubled(number, row === 'k').map((n) => n + said),
        number + said,
        ...(afterN ? [number + shift(head, 1) + rest] : []),
      ];
    return [number + said];
  });
  return [...new Set([...(special || []), ...generic])].slice(0, MOST);
}
