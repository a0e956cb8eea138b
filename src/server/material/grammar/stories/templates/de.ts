import type { StoryBook } from '../../types.ts';

export const GERMAN_STORIES: StoryBook = {
  quote: `Im Video sagt jemand: „{line}“`,
  fallback: [
    [
      'Heute habe ich ein Video gesehen.',
      'Ich habe neue Wörter gelernt, zum Beispiel „{n1|Stadt}“.',
      'Ich habe die Sätze mehrmals gelesen.',
      'Morgen sehe ich es mir noch einmal an.',
    ],
    [
      'Von diesem Video habe ich viel gelernt.',
      'Der Teil über {n1:acc|die Stadt} hat mir am besten gefallen.',
      'Ich möchte diese Wörter mit meinen Freunden benutzen.',
      'Nächste Woche erkläre ich es mit meinen eigenen Worten.',
    ],
  ],
  stories: {
    'de.separable-verbs': [
      [
        'Jeden Morgen stehe ich um sieben Uhr auf.',
        'Dann rufe ich meine Mutter an.',
        'Danach kaufe ich {n1:acc|den Käse} im Supermarkt ein.',
        'Am Abend sehe ich ein bisschen fern.',
      ],
      [
        'Am Wochenende kommt meine Freundin mit.',
        'Wir fahren um neun Uhr los.',
        'Wir bringen {n1:acc|den Kuchen} mit.',
        'Am Abend kommen wir müde zurück.',
      ],
      [
        'Der Film fängt um acht Uhr an.',
        'Ich lade meinen Bruder ein.',
        'Er bringt {n1:acc|das Popcorn} mit.',
        'Wir machen das Licht aus und genießen den Abend.',
      ],
    ],
    'de.perfekt': [
      [
        'Gestern habe ich einen langen Spaziergang gemacht.',
        'Ich bin durch den Park gegangen.',
        'Dort habe ich {n1:acc|den Hund} von meinem Nachbarn gesehen.',
        'Danach habe ich einen Kaffee getrunken.',
      ],
      [
        'Letztes Jahr sind wir nach Italien gefahren.',
        'Wir haben viel Pasta gegessen.',
        'Ich habe {n1:acc|das Meer} fotografiert.',
        'Es war wunderschön.',
      ],
      [
        'Heute Morgen bin ich zu spät aufgewacht.',
        'Ich bin schnell aufgestanden.',
        'Ich habe {n1:acc|den Bus} verpasst.',
        'Zum Glück hat mich ein Freund mitgenommen.',
      ],
    ],
    'de.modal-verbs': [
      [
        'Heute muss ich lange arbeiten.',
        'Aber am Abend will ich ins Kino gehen.',
        'Du kannst gern mitkommen.',
        'Wir sollten vorher {n1:acc|die Karten} kaufen.',
      ],
      [
        'Ich möchte besser Deutsch sprechen.',
        'Deshalb will ich jeden Tag {v1|üben}.',
        'Mein Lehrer sagt, ich soll viel über {n1:acc|die Stadt} lesen.',
        'Man darf keine Angst vor Fehlern haben.',
      ],
      [
        'Kannst du mir helfen?',
        'Ich kann {n1:acc|das Wort} nicht finden.',
        'Wir müssen es im Wörterbuch suchen.',
        'Dann können wir weiter lesen.',
      ],
    ],
    'de.case-prepositions': [
      [
        'Am Morgen gehe ich mit dem Hund in den Park.',
        'Wir laufen durch den Wald bis zum See.',
        'Nach dem Spaziergang trinke ich einen Kaffee im Café.',
        'Dabei denke ich an {n1:acc|die Arbeit}.',
      ],
      [
        'Das Geschenk ist für meine Schwester.',
        'Ich lege es auf den Tisch.',
        'Später fahre ich mit dem Bus zu ihr.',
        'Ohne {n1:acc|das Geschenk} gehe ich nicht!',
      ],
      [
        'Wir wohnen in einer kleinen Stadt.',
        'Neben dem Bahnhof gibt es einen Markt.',
        'Dort kaufe ich Obst bei einem alten Bauern.',
        'Manchmal spreche ich mit ihm über {n1:acc|das Wetter}.',
      ],
    ],
    'de.verb-final': [
      [
        'Ich lerne Deutsch, weil ich in Berlin arbeiten möchte.',
        'Ich weiß, dass es nicht leicht ist.',
        'Wenn ich Zeit habe, lese ich über {n1:acc|die Stadt}.',
        'Ich hoffe, dass ich bald gut sprechen kann.',
      ],
      [
        'Ich bleibe heute zu Hause, weil es regnet.',
        'Meine Freundin fragt, ob ich später Zeit habe.',
        'Ich sage ihr, dass ich {n1:acc|das Buch} lesen will.',
        'Wenn das Wetter besser wird, gehen wir spazieren.',
      ],
      [
        'Mein Bruder ist müde, weil er lange gearbeitet hat.',
        'Er sagt, dass er {n1:acc|den Film} schon kennt.',
        'Obwohl er müde ist, kommt er mit ins Kino.',
        'Ich glaube, dass es ein schöner Abend wird.',
      ],
    ],
  },
};
