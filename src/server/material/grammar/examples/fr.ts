import type { PointExamples } from '../types.ts';

/** Written for Lingoclip and reviewed (ADR 17): everyday spoken French. */
export const FRENCH_EXAMPLES: PointExamples = {
  'fr.passe-compose': [
    ["J'ai fini mes devoirs.", "I've finished my homework.", 'ai fini'],
    ['Nous sommes allés au cinéma samedi.', 'We went to the cinema on Saturday.', 'sommes allés'],
    ['Tu as vu ce film ?', 'Have you seen this film?', 'as vu'],
  ],
  'fr.imparfait': [
    ["Quand j'étais petit, j'habitais à la campagne.", 'When I was little, I lived in the countryside.', 'étais'],
    ['Il faisait beau hier matin.', 'The weather was nice yesterday morning.', 'faisait'],
    ['Avant, je jouais au tennis tous les week-ends.', 'I used to play tennis every weekend.', 'jouais'],
  ],
  'fr.futur-proche': [
    ['Je vais manger au restaurant ce soir.', "I'm going to eat at a restaurant tonight.", 'vais manger'],
    ['Il va pleuvoir cet après-midi.', "It's going to rain this afternoon.", 'va pleuvoir'],
    ["Qu'est-ce que tu vas faire demain ?", 'What are you going to do tomorrow?', 'vas faire'],
  ],
  'fr.negation': [
    ['Je ne parle pas allemand.', "I don't speak German.", 'ne parle pas'],
    ["Il n'y a plus de pain.", "There's no bread left.", "n'y a plus"],
    ['Elle ne mange jamais de viande.', 'She never eats meat.', 'ne mange jamais'],
  ],
  'fr.pronouns-y-en': [
    ["J'y vais demain.", "I'm going there tomorrow.", 'y vais'],
    ["Des pommes ? J'en ai acheté trois.", 'Apples? I bought three.', 'en ai'],
    [
      "Tu penses à ton examen ? Oui, j'y pense tous les jours.",
      'Are you thinking about your exam? Yes, I think about it every day.',
      'y pense',
    ],
  ],
  'fr.partitive': [
    ["Je voudrais du pain, s'il vous plaît.", "I'd like some bread, please.", 'du pain'],
    ["Elle boit de l'eau.", 'She is drinking water.', "de l'eau"],
    ['Tu veux de la soupe ?', 'Would you like some soup?', 'de la soupe'],
  ],
};
