import type { LearningLanguage } from './types.ts';

/**
 * Abbreviations whose dot is not a full stop. "Never final" ones (titles, "for example") are
 * always followed by more of the same sentence; the others (etc., usw.) may close a sentence, so
 * the splitter only joins across them when the next word is lower-case.
 */
const NEVER_FINAL: Record<LearningLanguage, string> = {
  en: 'mr. mrs. ms. dr. prof. st. jr. sr. vs. e.g. i.e. approx. dept. fig. mt. gen. gov. sgt. capt. lt. col. rev.',
  fr: 'm. mm. mme. mlle. dr. pr. me. p.ex. cf. av. bd. env. vs. st. ste.',
  de: 'z.b. d.h. u.a. bzw. vgl. evtl. ggf. inkl. hr. fr. dr. prof. nr. str. z.t. o.ä. u.ä. ca. bspw. sog. s.o. s.u.',
  es: 'sr. sra. srta. dr. dra. ud. uds. p.ej. pág. av. núm. aprox. lic. ing. prof. vs.',
  ru: 'т.е. т.к. т.н. напр. см. ул. им. проф. акад. стр. рис. тов. г-н. г-жа.',
  ko: '',
  ja: '',
};

const MAY_END: Record<LearningLanguage, string> = {
  en: 'etc. inc. ltd. co. corp. jan. feb. mar. apr. jun. jul. aug. sep. sept. oct. nov. dec.',
  fr: 'etc. éd. ex.',
  de: 'usw. etc. u.s.w. bzw. gmbh. jh. jhd. mio. mrd.',
  es: 'etc. cía. ej.',
  ru: 'т.д. т.п. и.т.д. г. гг. в. вв. др. тыс. млн. млрд. руб. коп.',
  ko: '',
  ja: '',
};

const toSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean));
const neverFinal = Object.fromEntries(
  Object.entries(NEVER_FINAL).map(([lang, words]) => [lang, toSet(words)]),
) as Record<LearningLanguage, Set<string>>;
const all = Object.fromEntries(
  Object.entries(MAY_END).map(([lang, words]) => [
    lang,
    new Set([...toSet(words), ...neverFinal[lang as LearningLanguage]]),
  ]),
) as Record<LearningLanguage, Set<string>>;

/** `word` ends with its dot, e.g. "z.B." or "Mr.". */
export const isAbbreviation = (word: string, lang: LearningLanguage): boolean => all[lang].has(word.toLowerCase());
export const isNeverFinalAbbreviation = (word: string, lang: LearningLanguage): boolean =>
  neverFinal[lang].has(word.toLowerCase());
