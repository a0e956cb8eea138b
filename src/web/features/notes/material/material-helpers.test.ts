import { describe, expect, it } from 'vitest';
import { FAST_POLLS, MATERIAL_POLL_MS, materialPollInterval, SLOW_POLL_MS } from './material-api.ts';
import { cardGroups, countCards, knownPos } from './material-helpers.ts';
import type { Card, CardCollection, MaterialState } from '../../../lib/api-types.ts';

const card = (id: string): Card => ({
  id,
  kind: 'word',
  word: id,
  translation: null,
  lemma: null,
  pos: null,
  context: '',
  sentenceId: 0,
  start: 0,
  end: 1,
  secondExample: null,
  teaches: [],
  source: 'generated',
  fromLanguage: 'en',
  toLanguage: 'fr',
});

describe('cardGroups', () => {
  it('names each collection by its minute, in time order, leaving out empty ones', () => {
    const collections: CardCollection[] = [
      { number: 3, cards: [card('c')] },
      { number: 1, cards: [card('a'), card('b')] },
      { number: 2, cards: [] },
    ];
    expect(cardGroups(collections).map((g) => [g.number, g.label, g.items.map((c) => c.id)])).toEqual([
      [1, '0:00–1:00', ['a', 'b']],
      [3, '2:00–3:00', ['c']],
    ]);
    expect(countCards(collections)).toBe(3);
  });

  it('labels pages past the hour', () =>
    expect(cardGroups([{ number: 61, cards: [card('x')] }])[0]!.label).toBe('1:00:00–1:01:00'));
});

describe('knownPos', () => {
  it('knows the engine’s tags and a few spellings of them', () => {
    expect(knownPos('noun')).toBe('noun');
    expect(knownPos('VERB')).toBe('verb');
    expect(knownPos('cconj')).toBe('conj');
    expect(knownPos('adjective')).toBe('adj');
  });
  it('leaves others to be shown as written', () => {
    expect(knownPos('other')).toBeNull();
    expect(knownPos(null)).toBeNull();
    expect(knownPos('phrasal verb')).toBeNull();
  });
});

describe('materialPollInterval', () => {
  const polled = (data: Partial<MaterialState> | undefined, status = 'success', dataUpdateCount = 1) => ({
    state: {
      data: data && { status: 'pending' as const, progress: 0, message: null, engine: null, ...data },
      status,
      dataUpdateCount,
    },
  });
  it('polls every second while the job is pending or running, more slowly after a long wait', () => {
    expect(materialPollInterval(polled(undefined, 'pending', 0))).toBe(MATERIAL_POLL_MS);
    expect(materialPollInterval(polled({ status: 'processing' }))).toBe(MATERIAL_POLL_MS);
    expect(materialPollInterval(polled({ status: 'pending' }, 'success', FAST_POLLS))).toBe(SLOW_POLL_MS);
  });
  it('stops once the material is ready or failed, or the request fails', () => {
    expect(materialPollInterval(polled({ status: 'ready' }))).toBe(false);
    expect(materialPollInterval(polled({ status: 'failed' }))).toBe(false);
    expect(materialPollInterval(polled(undefined, 'error'))).toBe(false);
  });
});
