import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, attachmentName } from './api.ts';

describe('attachmentName', () => {
  it('reads plain and RFC 5987 file names', () => {
    expect(attachmentName('attachment; filename="words.apkg"')).toBe('words.apkg');
    expect(attachmentName("attachment; filename*=UTF-8''mots%20cor%C3%A9ens.csv")).toBe('mots coréens.csv');
    expect(attachmentName(null)).toBeUndefined();
  });
});

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends every write as JSON, body-less ones as {}, so the server can tell it came from this site', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ entity: { ok: true } })));
    vi.stubGlobal('window', { location: { origin: 'http://localhost:3000' } });
    vi.stubGlobal('fetch', fetch);
    await api('/review/undo', { method: 'POST' });
    await api('/user/review-settings', { method: 'PUT', body: { dailyNew: 5 } });
    await api('/user/login');
    const inits = fetch.mock.calls.map((call) => (call as unknown as [URL, RequestInit])[1]);
    expect(inits[0]).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(inits[1]).toMatchObject({ method: 'PUT', body: '{"dailyNew":5}' });
    expect(inits[2]).toMatchObject({ method: 'GET', headers: {}, body: undefined });
  });
});
