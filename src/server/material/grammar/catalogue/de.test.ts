import { describe, expect, it } from 'vitest';
import { foundIn, matchesOf } from '../test-support.ts';

const TRANSCRIPT = [
  'Hallo zusammen, heute stehe ich um fünf Uhr auf.',
  'Gestern habe ich das Video nicht fertig gemacht.',
  'Wir sind dann nach Hause gefahren.',
  'Heute muss ich alles neu schneiden.',
  'Ich gehe mit dem Hund in den Park.',
  'Ich glaube, dass ihr das mögt, weil es lustig ist.',
];

describe('German grammar points', () => {
  it('finds the points a spoken transcript uses', () => {
    const found = foundIn('de', TRANSCRIPT);
    expect(found.get('de.separable-verbs')).toEqual(['stehe ich um fünf Uhr auf']);
    expect(found.get('de.perfekt')).toEqual([
      'habe ich das Video nicht fertig gemacht',
      'sind dann nach Hause gefahren',
    ]);
    expect(found.get('de.modal-verbs')).toEqual(['muss ich alles neu schneiden']);
    expect(found.get('de.case-prepositions')).toEqual(['mit dem Hund', 'in den Park']);
    expect(found.get('de.verb-final')).toEqual(['dass ihr das mögt', 'weil es lustig ist']);
  });

  it('does not mistake possession, states or present tenses for the perfect', () => {
    expect(matchesOf('de.perfekt', 'Er hat ein Auto und das Geschäft ist geschlossen.')).toEqual([]);
    expect(matchesOf('de.perfekt', 'Er geht nach Hause und gibt mir das Buch.')).toEqual([]);
    expect(matchesOf('de.perfekt', 'Ich habe ihn angerufen, weil ich gegessen habe.')).toEqual([
      'habe ihn angerufen',
      'gegessen habe',
    ]);
  });

  it('needs the verb at the end after weil/dass, and an infinitive after a modal', () => {
    expect(matchesOf('de.verb-final', 'Ich komme nicht, weil ich hab keine Lust.')).toEqual([]);
    expect(matchesOf('de.verb-final', 'Wenn du Zeit hast komm vorbei.')).toEqual(['Wenn du Zeit hast']);
    expect(matchesOf('de.modal-verbs', 'Ich möchte einen Kaffee.')).toEqual([]);
    expect(matchesOf('de.modal-verbs', 'Ich hoffe, dass ich kommen kann.')).toEqual(['kommen kann']);
    expect(matchesOf('de.case-prepositions', 'Um zu lernen, fahre ich nach Berlin.')).toEqual([]);
    expect(matchesOf('de.separable-verbs', 'Wir haben viel eingekauft.')).toEqual(['eingekauft']);
    expect(matchesOf('de.separable-verbs', 'Ich komme aus Berlin.')).toEqual([]);
  });
});
