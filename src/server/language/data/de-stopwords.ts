import type { StopWordData } from '../lexicon.ts';

/** German grammar words (lemmas: die/das/dem → der, eine → ein), empty adverbs and fillers. */
export default {
  det: 'der ein kein dieser jener jeder mein dein sein ihr unser euer welcher mancher solcher alle beide einige etliche viele wenige mehrere sämtlich',
  pron: 'ich du er sie es wir ihr man sich mich mir dich dir uns euch ihn ihm ihnen wer was etwas nichts jemand niemand jedermann selbst selber einander',
  adp: 'an auf aus bei bis durch für gegen hinter in mit nach neben ohne seit über um unter von vor während wegen zu zwischen trotz statt ab außer gegenüber entlang innerhalb außerhalb laut dank am im ins zum zur vom beim ans aufs',
  conj: 'und oder aber denn sondern dass ob weil wenn als wie da damit obwohl während bevor nachdem sobald solange bis falls sowie sowohl weder noch',
  aux: 'sein haben werden können müssen dürfen sollen wollen mögen',
  part: 'nicht zu ja doch mal halt eben schon',
  adv: 'sehr auch nur so dann da dort hier jetzt nun wo wie warum wann wieso weshalb also noch dabei dafür damit daher darum davon dazu dort hin her',
  intj: 'ah oh äh ähm hm na tja ne okay hallo',
} satisfies StopWordData;
