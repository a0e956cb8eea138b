import type { EvalCase } from './score.ts';

/** French: elision, inversion, être/avoir/aller/faire, the three verb groups, plurals and feminines. */
export const tuning: EvalCase[] = [
  ["L'école est fermée aujourd'hui.", "*L'=le école *est=être fermée=fermer aujourd'hui"],
  ['Nous mangeons des pommes vertes.', '*Nous mangeons=manger *des=de pommes=pomme vertes=vert'],
  ['Pouvez-vous m’aider avec mes devoirs ?', '*Pouvez=pouvoir *vous *m’=je aider *avec *mes=mon devoirs=devoir'],
  [
    'Les journaux parlent des nouvelles lois.',
    '*Les=le journaux=journal parlent=parler *des=de nouvelles=nouveau lois=loi',
  ],
  ['Ils sont allés au marché hier matin.', '*Ils *sont=être allés=aller *au=à marché hier matin'],
  ["J'ai fait une erreur dans l'exercice.", "*J'=je *ai=avoir fait=faire *une=un erreur *dans *l'=le exercice"],
  [
    'Elle finit toujours ses devoirs avant le dîner.',
    '*Elle finit=finir toujours *ses=son devoirs=devoir *avant *le dîner',
  ],
  ['Qu’est-ce que tu veux manger ce soir ?', '*Qu’=que *est=être *ce *que *tu veux=vouloir manger *ce soir'],
  [
    'Mes grands-parents habitaient dans une petite maison.',
    '*Mes=mon grands-parents=grand-parent habitaient=habiter *dans *une=un petite=petit maison',
  ],
  ['Nous attendons le bus depuis vingt minutes.', '*Nous attendons=attendre *le bus *depuis ^vingt minutes=minute'],
  ['Il faut que tu viennes demain.', '*Il faut=falloir *que *tu viennes=venir demain'],
  [
    'Les enfants jouaient dans le jardin pendant que leurs mères discutaient.',
    '*Les=le enfants=enfant jouaient=jouer *dans *le jardin *pendant *que *leurs=leur mères=mère discutaient=discuter',
  ],
  ['Cette actrice est très heureuse et célèbre.', '*Cette=ce actrice *est=être *très heureuse=heureux *et célèbre'],
  [
    'Je ne comprends pas pourquoi il est parti.',
    '*Je *ne comprends=comprendre *pas *pourquoi *il *est=être parti=partir',
  ],
  [
    'Nous avons acheté trois bouteilles de vin blanc.',
    '*Nous *avons=avoir acheté=acheter ^trois bouteilles=bouteille *de vin blanc',
  ],
  ['Vous devriez essayer ces gâteaux délicieux.', '*Vous devriez=devoir essayer *ces=ce gâteaux=gâteau délicieux'],
  ['Ils appellent leur grand-mère chaque dimanche.', '*Ils appellent=appeler *leur grand-mère *chaque dimanche'],
  [
    'Elle achète des chaussures neuves pour la rentrée.',
    '*Elle achète=acheter *des=de chaussures=chaussure neuves=neuf *pour *la=le rentrée',
  ],
  ['On ira à la plage si le soleil brille.', '*On ira=aller *à *la=le plage *si *le soleil brille=briller'],
  [
    'Les animaux sauvages vivent dans les forêts.',
    '*Les=le animaux=animal sauvages=sauvage vivent=vivre *dans *les=le forêts=forêt',
  ],
  [
    "J'étais fatigué, alors je me suis couché tôt.",
    "*J'=je *étais=être fatigué *alors *je *me *suis=être couché=coucher tôt",
  ],
  [
    'Le professeur a corrigé nos copies rapidement.',
    '*Le professeur *a=avoir corrigé=corriger *nos=notre copies=copie rapidement',
  ],
  [
    'Ces chansons anciennes me rendent nostalgique.',
    '*Ces=ce chansons=chanson anciennes=ancien *me rendent=rendre nostalgique',
  ],
  ['Nous lisions des romans policiers en été.', '*Nous lisions=lire *des=de romans=roman policiers=policier *en été'],
  ['Tu as vu les yeux de ce chat ?', '*Tu *as=avoir vu=voir *les=le yeux=œil *de *ce chat'],
  ['Elles choisissent les meilleures places.', '*Elles choisissent=choisir *les=le meilleures=meilleur places=place'],
  [
    'Le gouvernement prendra une décision importante.',
    '*Le gouvernement prendra=prendre *une=un décision importante=important',
  ],
  ["Ils n'ont jamais voyagé en Amérique.", "*Ils *n'=ne *ont=avoir jamais voyagé=voyager *en ^Amérique"],
  ['Nous commençons les cours à huit heures.', '*Nous commençons=commencer *les=le cours *à ^huit heures=heure'],
  [
    'Les voisins ont repeint leurs volets bleus.',
    '*Les=le voisins=voisin *ont=avoir repeint=repeindre *leurs=leur volets=volet bleus=bleu',
  ],
];

/** Written after the rules were frozen, in the style of video transcripts; not used to tune anything. */
export const heldOut: EvalCase[] = [
  ['Salut tout le monde, bienvenue sur ma chaîne !', 'Salut *tout *le monde bienvenue *sur *ma=mon chaîne'],
  [
    "Aujourd'hui, je vais vous montrer ma routine du matin.",
    "Aujourd'hui *je *vais=aller *vous montrer *ma=mon routine *du=de matin",
  ],
  [
    "On a goûté les spécialités locales et c'était délicieux.",
    "*On *a=avoir goûté=goûter *les=le spécialités=spécialité locales=local *et *c'=ce *était=être délicieux",
  ],
  [
    'Les abonnés m’ont posé beaucoup de questions.',
    '*Les=le abonnés=abonné *m’=je *ont=avoir posé=poser beaucoup *de questions=question',
  ],
  [
    'Il faisait froid, donc nous sommes restés à l’hôtel.',
    '*Il faisait=faire froid *donc *nous *sommes=être restés=rester *à *l’=le hôtel',
  ],
  [
    'Je vous conseille de réserver vos billets à l’avance.',
    '*Je *vous conseille=conseiller *de réserver *vos=votre billets=billet *à *l’=le avance',
  ],
  ['Elle a perdu ses lunettes dans le métro.', '*Elle *a=avoir perdu=perdre *ses=son lunettes *dans *le métro'],
  [
    'Ces petites rues sont vraiment charmantes.',
    '*Ces=ce petites=petit rues=rue *sont=être vraiment charmantes=charmant',
  ],
  [
    'Nous avons visité trois musées en deux jours.',
    '*Nous *avons=avoir visité=visiter ^trois musées=musée *en ^deux jours=jour',
  ],
  ['Si vous aimez cette vidéo, abonnez-vous !', '*Si *vous aimez=aimer *cette=ce vidéo abonnez=abonner *vous'],
  [
    'Les prix ont beaucoup augmenté cette année.',
    '*Les=le prix *ont=avoir beaucoup augmenté=augmenter *cette=ce année',
  ],
  [
    'Mon frère prépare des crêpes chaque dimanche.',
    '*Mon frère prépare=préparer *des=de crêpes=crêpe *chaque dimanche',
  ],
  [
    'Je ne savais pas que les boulangeries fermaient si tôt.',
    '*Je *ne savais=savoir *pas *que *les=le boulangeries=boulangerie fermaient=fermer *si tôt',
  ],
  [
    'Ils ont construit une nouvelle bibliothèque près de la gare.',
    '*Ils *ont=avoir construit=construire *une=un nouvelle=nouveau bibliothèque *près *de *la=le gare',
  ],
  [
    'On se retrouve la semaine prochaine pour la suite.',
    '*On *se retrouve=retrouver *la=le semaine prochaine=prochain *pour *la=le suite',
  ],
];
