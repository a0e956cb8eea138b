import type { LanguageLevel } from '../../common/languages.ts';
import { baseLanguage } from '../../common/languages.ts';
import { paceOf } from './rank.ts';
import { REASON_TEXTS, type ReasonTexts } from './reason-texts.ts';

export type ReasonMeasures = {
  knownPercent: number;
  newWordsPerMinute: number;
  wordsPerSecond: number;
  grammarPoints: string[];
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The language the reasons are written in: the native one when the interface speaks it, else English. */
const reasonLanguage = (nativeLanguage: string) =>
  REASON_TEXTS[baseLanguage(nativeLanguage)] ? baseLanguage(nativeLanguage) : 'en';

/**
 * The offline reason (ADR 38): the clip's measures said in the learner's language — how much of it they
 * know (when they know any), the new words a minute, the pace for their level, and up to two grammar points.
 */
export function templateReason(m: ReasonMeasures, level: LanguageLevel, nativeLanguage: string): string {
  const language = reasonLanguage(nativeLanguage);
  const texts: ReasonTexts = REASON_TEXTS[language]!;
  // Numbers as the sentence's language writes them (1,5 in French), not as the learner's own might.
  const number = (n: number) => n.toLocaleString(language, { maximumFractionDigits: 1 });
  const parts: string[] = [];
  if (m.knownPercent > 0) parts.push(fill(texts.known, { percent: String(m.knownPercent) }));
  parts.push(
    m.newWordsPerMinute < 1 ? texts.fewNew : fill(texts.newWords, { count: String(Math.round(m.newWordsPerMinute)) }),
  );
  parts.push(fill(texts[paceOf(m.wordsPerSecond, level)], { rate: number(m.wordsPerSecond) }));
  if (m.grammarPoints.length)
    parts.push(fill(texts.grammar, { points: m.grammarPoints.slice(0, 2).join(texts.listSeparator) }));
  // Japanese sentences follow each other without a space.
  return parts.join(language === 'ja' ? '' : ' ');
}
