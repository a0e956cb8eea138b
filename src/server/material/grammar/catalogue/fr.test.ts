import { describe, expect, it } from 'vitest';
import { foundIn, matchesOf } from '../test-support.ts';

const TRANSCRIPT = [
  "Bonjour à tous, aujourd'hui je vais vous montrer ma recette préférée.",
  "Hier, j'ai acheté des tomates au marché.",
  "Quand j'étais petit, ma grand-mère préparait ce plat tous les dimanches.",
  "Il faut de l'huile d'olive et du sel.",
  'Je ne mets pas de sucre, vraiment pas.',
  "Le marché ? J'y vais tous les samedis.",
  'Des tomates, il y en a beaucoup en été.',
  'Ma sœur est venue goûter.',
];

describe('French grammar points', () => {
  it('finds the points a spoken transcript uses', () => {
    const found = foundIn('fr', TRANSCRIPT);
    expect(found.get('fr.futur-proche')).toEqual(['vais vous montrer']);
    expect(found.get('fr.passe-compose')).toEqual(['ai acheté', 'est venue']);
    expect(found.get('fr.imparfait')).toEqual(['étais', 'préparait']);
    expect(found.get('fr.partitive')).toEqual(["de l'huile", 'du sel']);
    expect(found.get('fr.negation')).toEqual(['ne mets pas']);
    expect(found.get('fr.pronouns-y-en')).toEqual(['y vais', 'y en a']);
  });

  it('keeps states, conditionals and present tenses out of the past', () => {
    expect(matchesOf('fr.passe-compose', "C'est fini, la porte est fermée.")).toEqual([]);
    expect(matchesOf('fr.passe-compose', "J'ai faim et j'ai une idée.")).toEqual([]);
    expect(matchesOf('fr.passe-compose', "Je me suis levé tôt et tu n'as rien vu.")).toEqual([
      'suis levé',
      'as rien vu',
    ]);
    expect(matchesOf('fr.imparfait', 'Je voudrais un café, ce serait bien.')).toEqual([]);
    expect(
      matchesOf('fr.imparfait', 'Il fait froid, je sais, mais il connaît la ville. Jamais, mais, français.'),
    ).toEqual([]);
    expect(matchesOf('fr.imparfait', 'Je savais qu’il faisait froid.')).toEqual(['savais', 'faisait']);
  });

  it('tells aller + infinitive from going somewhere, and pronouns from prepositions', () => {
    expect(matchesOf('fr.futur-proche', 'Je vais au marché.')).toEqual([]);
    expect(matchesOf('fr.futur-proche', 'Je ne vais pas le faire.')).toEqual(['vais pas le faire']);
    expect(matchesOf('fr.pronouns-y-en', 'En fait, il y a un problème en France.')).toEqual([]);
    expect(matchesOf('fr.pronouns-y-en', 'En mangeant, il parlait.')).toEqual([]);
    expect(matchesOf('fr.pronouns-y-en', 'Vas-y !')).toEqual(['Vas-y']);
    expect(matchesOf('fr.partitive', 'On parle du film et je viens du Japon.')).toEqual([]);
  });
});
