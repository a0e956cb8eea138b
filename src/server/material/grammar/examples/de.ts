import type { PointExamples } from '../types.ts';

/** Written for Lingoclip and reviewed (ADR 17): everyday spoken German. */
export const GERMAN_EXAMPLES: PointExamples = {
  'de.separable-verbs': [
    ['Ich stehe jeden Tag um sieben Uhr auf.', 'I get up at seven every day.', 'stehe jeden Tag um sieben Uhr auf'],
    ['Der Zug kommt um acht Uhr an.', 'The train arrives at eight.', 'kommt um acht Uhr an'],
    ['Wir kaufen am Samstag ein.', 'We do the shopping on Saturday.', 'kaufen am Samstag ein'],
  ],
  'de.perfekt': [
    ['Ich habe gestern einen Film gesehen.', 'I watched a film yesterday.', 'habe gestern einen Film gesehen'],
    [
      'Wir sind am Wochenende nach Berlin gefahren.',
      'We went to Berlin at the weekend.',
      'sind am Wochenende nach Berlin gefahren',
    ],
    ['Hast du schon gegessen?', 'Have you eaten yet?', 'Hast du schon gegessen'],
  ],
  'de.modal-verbs': [
    ['Ich muss heute lange arbeiten.', 'I have to work late today.', 'muss heute lange arbeiten'],
    ['Kannst du mir bitte helfen?', 'Can you help me, please?', 'Kannst du mir bitte helfen'],
    [
      'Wir wollen im Sommer ans Meer fahren.',
      'We want to go to the seaside in the summer.',
      'wollen im Sommer ans Meer fahren',
    ],
  ],
  'de.case-prepositions': [
    ['Ich fahre mit dem Bus zur Arbeit.', 'I take the bus to work.', 'mit dem Bus'],
    ['Das Buch liegt auf dem Tisch.', 'The book is on the table.', 'auf dem Tisch'],
    ['Das Geschenk ist für meine Mutter.', 'The present is for my mother.', 'für meine Mutter'],
  ],
  'de.verb-final': [
    ['Ich bleibe zu Hause, weil ich krank bin.', "I'm staying at home because I'm ill.", 'weil ich krank bin'],
    ['Ich glaube, dass er morgen kommt.', "I think he's coming tomorrow.", 'dass er morgen kommt'],
    ['Ruf mich an, wenn du Zeit hast.', 'Call me when you have time.', 'wenn du Zeit hast'],
  ],
};
