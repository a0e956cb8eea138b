import type { StopWordData } from '../lexicon.ts';

/**
 * English grammar words: determiners, pronouns, prepositions, conjunctions, auxiliaries and a
 * few empty adverbs and fillers. Content adverbs (always, never, often) are left to learn.
 */
export default {
  det: 'the a an this that these those my your his her its our their some any no every each all both either neither another such what which whose much many more most few less least several enough own',
  pron: 'i you he she it we they me him us them myself yourself himself herself itself ourselves yourselves themselves mine yours hers ours theirs who whom whoever whatever whichever one something anything nothing everything someone anyone everyone nobody somebody anybody everybody none',
  adp: 'of in to for with on at by from about into onto over after before under between through during without within along across behind beyond up down out off around against toward towards upon near like than since until till via per except among amongst throughout',
  conj: 'and or but so because if when while although though whether as nor unless yet once where whereas',
  aux: 'be have do will would can could shall should may might must ought',
  part: "not n't 's",
  adv: 'very too also just only then there here now so even how why where when else',
  intj: 'oh ah yeah yes no ok okay hey hi um uh er hmm wow',
} satisfies StopWordData;
