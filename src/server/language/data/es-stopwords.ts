import type { StopWordData } from '../lexicon.ts';

/** Spanish grammar words (lemmas: la/los/las → el, del → de, al → a), empty adverbs and fillers. */
export default {
  det: 'el un este ese aquel mi tu su nuestro vuestro mío tuyo suyo todo cada otro mucho poco tanto alguno ninguno varios cualquier qué cuál cuánto demasiado',
  pron: 'yo tú él ella usted nosotros vosotros ellos ellas ustedes me te se nos os lo la le les mí ti sí conmigo contigo consigo esto eso aquello que quien quienes cual algo nada alguien nadie',
  adp: 'a ante bajo con contra de desde durante en entre hacia hasta mediante para por según sin sobre tras',
  conj: 'y e o u ni pero sino que porque aunque si como cuando mientras pues',
  aux: 'ser estar haber',
  part: 'no',
  adv: 'muy también tampoco ya así aquí allí ahí allá acá entonces luego más menos sí dónde cómo cuándo donde tan bien',
  intj: 'ah oh eh pues vale ay',
} satisfies StopWordData;
