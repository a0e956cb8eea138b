import type { StoryBook } from '../../types.ts';

export const FRENCH_STORIES: StoryBook = {
  quote: `Dans la vidéo, quelqu'un dit : « {line} »`,
  fallback: [
    [
      "Aujourd'hui, j'ai regardé une vidéo.",
      "J'ai appris des mots nouveaux, comme « {n1|ville} ».",
      "J'ai relu les phrases plusieurs fois.",
      'Demain, je vais la regarder encore une fois.',
    ],
    [
      "Cette vidéo m'a beaucoup appris.",
      'Le passage sur {n1:def|la ville} est mon préféré.',
      'Je veux utiliser ces mots avec mes amis.',
      "La semaine prochaine, je vais l'expliquer avec mes propres mots.",
    ],
  ],
  stories: {
    'fr.passe-compose': [
      [
        "Hier, j'ai passé une belle journée.",
        "Le matin, j'ai pris le train pour aller en ville.",
        "J'ai acheté {n1:indef|un livre} et j'ai bu un café.",
        'Le soir, je suis rentré à la maison très content.',
      ],
      [
        'Samedi, nous sommes allés chez des amis.',
        'Nous avons {v1:pp|parlé} pendant des heures.',
        'Ils nous ont montré {n1:def|le jardin}.',
        'Nous sommes partis tard dans la nuit.',
      ],
      [
        'Ce matin, je me suis levé tôt.',
        "J'ai regardé une vidéo sur {n1:def|la cuisine}.",
        "Ensuite, j'ai essayé la recette.",
        'Ma sœur est venue goûter, et elle a tout mangé !',
      ],
    ],
    'fr.imparfait': [
      [
        "Quand j'étais enfant, j'habitais à la campagne.",
        "Tous les matins, je marchais jusqu'à l'école.",
        'Mon grand-père me racontait des histoires sur {n1:def|la mer}.',
        "C'était une vie simple et tranquille.",
      ],
      [
        'Il faisait beau et le soleil brillait.',
        'Les enfants jouaient dans le parc.',
        'Moi, je lisais un livre sur {n1:def|la ville}.',
        "Tout le monde avait l'air heureux.",
      ],
      [
        'Avant, je ne parlais pas français.',
        'Je regardais des vidéos sans comprendre.',
        'Je notais chaque mot, comme « {n1|maison} ».',
        'Petit à petit, je comprenais mieux.',
      ],
    ],
    'fr.futur-proche': [
      [
        'Ce week-end, je vais rendre visite à mes parents.',
        'Nous allons préparer un grand repas.',
        'Je vais leur montrer {n1:def|la vidéo}.',
        'Ça va être une belle soirée.',
      ],
      [
        'Demain, il va pleuvoir.',
        'Je ne vais pas sortir.',
        'Je vais rester à la maison et {v1:inf|lire}.',
        'Mes amis vont venir le soir pour parler de {n1:def|le film}.',
      ],
      [
        'Cette année, je vais apprendre quelque chose de nouveau.',
        "D'abord, je vais {v1:inf|pratiquer} tous les jours.",
        'Ensuite, on va parler de {n1:def|le sujet} avec des amis.',
        'Ça va être difficile, mais amusant.',
      ],
    ],
    'fr.negation': [
      [
        "Aujourd'hui, je ne travaille pas.",
        'Je ne veux rien faire.',
        'Je ne regarde même pas {n1:def|la télévision}.',
        'Je ne suis jamais aussi tranquille !',
      ],
      [
        'Mon frère ne mange plus de viande.',
        'Il ne boit jamais de café.',
        "Il n'aime pas {n1:def|le sucre} non plus.",
        "Mais il n'est pas malheureux.",
      ],
      [
        'Je ne comprends pas ce mot.',
        "Il n'est pas dans mon dictionnaire.",
        'Je ne trouve pas {n1:def|la réponse}.',
        "Ce n'est pas grave, je vais demander.",
      ],
    ],
    'fr.pronouns-y-en': [
      [
        'Tu connais {n1:def|la bibliothèque} du quartier ?',
        "J'y vais tous les samedis.",
        "Il y a beaucoup de livres, et j'en emprunte trois à chaque fois.",
        'Tu veux y aller avec moi ?',
      ],
      [
        'Tu as {n1:indef|une question} ?',
        "Moi, j'en ai une.",
        "On pourrait aller à la plage ; j'y pense depuis ce matin.",
        'Il fait beau, profitons-en !',
      ],
      [
        "J'adore {n1:def|le fromage}.",
        "J'en parle presque tous les jours.",
        "Ma sœur habite en Normandie et j'y vais souvent.",
        'Là-bas, on en trouve partout.',
      ],
    ],
    'fr.partitive': [
      [
        'Ce matin, je fais les courses.',
        "J'achète du pain, du fromage et de la confiture.",
        'Je pense aussi à {n1:def|la recette} de ma grand-mère.',
        'Ce soir, je vais faire de la soupe.',
      ],
      [
        "Pour être en forme, il faut boire de l'eau.",
        'Il faut aussi manger des légumes et du poisson.',
        'Moi, je fais du sport le week-end.',
        'Et le dimanche, je lis un article sur {n1:def|le chocolat}.',
      ],
      [
        'Au petit-déjeuner, je bois du thé.',
        'Mon frère préfère boire du lait.',
        'Nous mangeons du pain avec de la confiture.',
        'Le soir, nous parlons de {n1:def|la recette}.',
      ],
    ],
  },
};
