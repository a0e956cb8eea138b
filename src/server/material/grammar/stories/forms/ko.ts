import { compose, decompose, hasFinal, withLast } from '../../../../language/korean/hangul.ts';
import type { Inflect, VocabWord } from './types.ts';

/** Particles in their after-consonant / after-vowel shapes. */
const PARTICLES: Record<string, [string, string]> = {
  eun: ['은', '는'],
  i: ['이', '가'],
  eul: ['을', '를'],
  gwa: ['과', '와'],
  ida: ['이에요', '예요'],
};

function withParticle(noun: string, form: string): string | null {
  if (form === 'ro') return noun + (hasFinal(noun) && decompose(noun.at(-1)!)?.final !== 'ㄹ' ? '으로' : '로');
  const pair = PARTICLES[form];
  return pair ? noun + pair[hasFinal(noun) ? 0 : 1] : null;
}

/** Stems whose endings change in ways a rule can't be sure of (듣다 → 들어요, 돕다 → 도와요, 모르다 → 몰라요). */
function isIrregularRisk(stem: string): boolean {
  const last = decompose(stem.at(-1)!);
  return !last || ['ㄷ', 'ㅂ', 'ㅅ', 'ㅎ'].includes(last.final) || stem.endsWith('르');
}

/** The 아/어 form every polite and past ending is built on: 가 → 가, 보 → 봐, 먹 → 먹어, 하 → 해, 마시 → 마셔. */
export function infinitive(stem: string): string {
  if (stem.endsWith('하')) return `${stem.slice(0, -1)}해`;
  const last = decompose(stem.at(-1)!)!;
  if (last.final) return stem + (['ㅏ', 'ㅗ'].includes(last.vowel) ? '아' : '어');
  const merged: Record<string, string> = { ㅗ: 'ㅘ', ㅜ: 'ㅝ', ㅣ: 'ㅕ', ㅚ: 'ㅙ' };
  if (['ㅏ', 'ㅓ', 'ㅐ', 'ㅔ', 'ㅕ'].includes(last.vowel)) return stem;
  if (last.vowel === 'ㅡ') {
    const before = stem.length > 1 ? decompose(stem.at(-2)!) : null;
    const vowel = before && ['ㅏ', 'ㅗ'].includes(before.vowel) ? 'ㅏ' : 'ㅓ';
    return stem.slice(0, -1) + compose({ initial: last.initial, vowel, final: '' });
  }
  if (merged[last.vowel]) return withLast(stem, { vowel: merged[last.vowel] });
  return `${stem}어`;
}

function conjugate(stem: string, form: string): string | null {
  const final = decompose(stem.at(-1)!)?.final ?? '';
  switch (form) {
    case 'stem':
      return stem;
    case 'go':
      return `${stem}고`;
    case 'jiman':
      return `${stem}지만`;
    case 'yo':
      return `${infinitive(stem)}요`;
    case 'eoss':
      return `${withLast(infinitive(stem), { final: 'ㅆ' })}어요`;
    case 'aseo':
      return `${infinitive(stem)}서`;
    case 'l':
      return final === '' ? withLast(stem, { final: 'ㄹ' }) : final === 'ㄹ' ? stem : `${stem}을`;
    case 'nikka':
      return final === '' ? `${stem}니까` : final === 'ㄹ' ? `${withLast(stem, { final: '' })}니까` : `${stem}으니까`;
    default:
      return null;
  }
}

export const inflectKorean: Inflect = ({ lemma, kind }: VocabWord, form) => {
  if (!/^[가-힣]+$/.test(lemma)) return null;
  if (kind === 'n') return form === undefined ? lemma : withParticle(lemma, form);
  if (!lemma.endsWith('다') || lemma.length < 2) return null;
  const stem = lemma.slice(0, -1);
  if (form === undefined) return lemma;
  return isIrregularRisk(stem) ? null : conjugate(stem, form);
};
