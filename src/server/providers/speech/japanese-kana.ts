import type { Token } from '../../language/index.ts';

/**
 * espeak-ng's Japanese voice only knows kana (it reads each kanji as "Chinese letter"), so text
 * is spelled out in hiragana from the tokenizer's readings. Kana, punctuation, spaces and anything
 * without a reading (Latin letters, digits) stay as written.
 */
export function toSpeakableKana(text: string, tokens: readonly Token[]): string {
  let spoken = '';
  let cursor = 0;
  for (const token of tokens) {
    spoken += text.slice(cursor, token.start) + spokenForm(token);
    cursor = token.end;
  }
  return spoken + text.slice(cursor);
}

/**
 * Readings are spelled as written, but the particles は and へ are pronounced わ and え — as are
 * the greetings that grew out of them (こんにちは, こんばんは). espeak reads kana literally.
 */
function spokenForm(token: Token): string {
  const kana = token.reading ?? token.surface;
  if (token.pos === 'adp' || token.pos === 'part') {
    if (kana === 'は') return 'わ';
    if (kana === 'へ') return 'え';
  }
  if (token.pos === 'intj' && /^こん(にち|ばん)は$/.test(kana)) return `${kana.slice(0, -1)}わ`;
  return kana;
}
