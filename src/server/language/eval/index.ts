import type { LearningLanguage } from '../types.ts';
import * as de from './de.ts';
import * as en from './en.ts';
import * as es from './es.ts';
import * as fr from './fr.ts';
import * as ja from './ja.ts';
import * as ko from './ko.ts';
import * as ru from './ru.ts';
import type { EvalCase } from './score.ts';

/** Per language: the sentences the rules were tuned on, and held-out ones written after. */
export const EVAL_SETS: Record<LearningLanguage, { tuning: EvalCase[]; heldOut: EvalCase[] }> = {
  en,
  fr,
  de,
  es,
  ru,
  ko,
  ja,
};
