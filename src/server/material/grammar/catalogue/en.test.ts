import { describe, expect, it } from 'vitest';
import { foundIn, matchesOf } from '../test-support.ts';

const TRANSCRIPT = [
  "Hey everyone, I've been using this app for about two years now.",
  'I have tried a lot of apps, but this one is the best.',
  'Last week I was walking to work when my phone died.',
  "So I'm going to show you how I charge it on the go.",
  "Don't worry, it won't take long.",
  'If you follow these steps, you will save a lot of battery.',
  'If I had a bigger phone, I would need a bigger battery.',
  'First, pick up the cable and plug it in.',
  'You should keep the screen darker than usual.',
  'This feature was added in the last update.',
];

describe('English grammar points', () => {
  it('finds the points a spoken transcript uses, with the spans that show them', () => {
    const found = foundIn('en', TRANSCRIPT);
    expect(found.get('en.present-perfect-continuous')).toEqual(["I've been using"]);
    expect(found.get('en.present-perfect')).toEqual(['have tried']);
    expect(found.get('en.past-continuous')).toEqual(['was walking']);
    expect(found.get('en.going-to')).toEqual(["I'm going to show"]);
    expect(found.get('en.will-future')).toEqual(["won't take", 'will save']);
    expect(found.get('en.first-conditional')).toEqual(['If you follow these steps, you will save']);
    expect(found.get('en.second-conditional')).toEqual(['If I had a bigger phone, I would need']);
    expect(found.get('en.phrasal-verbs')).toEqual(['pick up']);
    expect(found.get('en.modal-verbs')).toEqual(['should keep']);
    expect(found.get('en.comparatives')).toEqual(['the best', 'bigger', 'bigger', 'darker than']);
    expect(found.get('en.passive')).toEqual(['was added']);
  });

  it('does not take possession, obligation or adjectives for tenses', () => {
    expect(matchesOf('en.present-perfect', 'I have a car and I have to go.')).toEqual([]);
    expect(matchesOf('en.present-perfect', "I've got two brothers.")).toEqual([]);
    expect(matchesOf('en.present-perfect', "It's done, it's finished.")).toEqual([]);
    expect(matchesOf('en.present-perfect', "She's gone home and he's never seen it.")).toEqual([
      "She's gone",
      "he's never seen",
    ]);
    expect(matchesOf('en.present-perfect', 'Have you ever been to Japan?')).toEqual(['Have you ever been']);
    expect(matchesOf('en.past-continuous', 'The movie was interesting and there was nothing left.')).toEqual([]);
    // The tagger reads "learning" after "been" as a noun and "doing" as an auxiliary; both are -ing verbs here.
    expect(matchesOf('en.present-perfect-continuous', 'How long have you been learning Spanish?')).toEqual([
      'have you been learning',
    ]);
    expect(matchesOf('en.past-continuous', 'What were you doing at eight?')).toEqual(['were you doing']);
    expect(
      matchesOf('en.present-perfect-continuous', 'It has been interesting. It has been nothing but rain.'),
    ).toEqual([]);
    expect(matchesOf('en.passive', "I was tired and a bit worried. We're married.")).toEqual([]);
    expect(matchesOf('en.passive', 'It has been built and it is called Lingo.')).toEqual([
      'has been built',
      'is called',
    ]);
  });

  it('keeps "going to" a place, "will" as a noun and polite "would" out', () => {
    expect(matchesOf('en.going-to', "I'm going to the store.")).toEqual([]);
    expect(matchesOf('en.will-future', 'It was her free will.')).toEqual([]);
    expect(matchesOf('en.second-conditional', "If you'd like, we can start.")).toEqual([]);
    expect(matchesOf('en.second-conditional', 'If I had known, I would have come.')).toEqual([]);
    expect(matchesOf('en.first-conditional', "I don't know if he will come.")).toEqual([]);
    expect(matchesOf('en.first-conditional', "We'll stay home if it rains.")).toEqual(["We'll stay home if it rains"]);
  });

  it('counts only listed verb + particle pairs as phrasal verbs', () => {
    expect(matchesOf('en.phrasal-verbs', 'She looked it up and then gave up.')).toEqual(['looked it up', 'gave up']);
    expect(matchesOf('en.phrasal-verbs', 'We walked in the park and sat on a bench.')).toEqual([]);
  });

  it('needs a verb after a modal and an adjective after "more"', () => {
    expect(matchesOf('en.modal-verbs', "Can you help me? I can't swim.")).toEqual(['Can you help', "can't swim"]);
    expect(matchesOf('en.modal-verbs', 'Open a can of beans.')).toEqual([]);
    expect(matchesOf('en.comparatives', 'I need more money and a number.')).toEqual([]);
    expect(matchesOf('en.comparatives', 'It is more expensive than the most beautiful one.')).toEqual([
      'more expensive than',
      'the most beautiful',
    ]);
  });
});
