import type { StopWordData } from '../lexicon.ts';

/** French grammar words (lemmas: la/les/l' → le, du → de, au → à), empty adverbs and fillers. */
export default {
  det: 'le un ce mon ton son ma ta sa mes tes ses notre votre nos vos leurs quel quelle quels quelles tout toute tous toutes chaque plusieurs aucun aucune quelque quelques nul nulle',
  pron: "je tu il elle on nous vous ils elles me te se moi toi lui leur eux y en ceci cela ça qui quoi dont lequel laquelle lesquels lesquelles celui celle ceux celles rien personne quelqu'un chacun chacune soi",
  adp: "à de dans par pour sur sous avec sans chez vers entre contre depuis pendant avant après devant derrière selon malgré parmi jusque hors dès envers d' l' j' m' t' s' c' n' qu'",
  conj: 'et ou mais donc or ni car que si comme quand lorsque puisque parce quoique',
  aux: 'être avoir',
  part: 'ne pas t',
  adv: 'très trop aussi bien là ici alors puis oui non voilà voici comment pourquoi combien plus moins tant ainsi où',
  intj: 'oh ah euh bon ben hein ouais bah eh hop',
} satisfies StopWordData;
