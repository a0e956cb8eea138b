import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestUser } from '../test/app.ts';
import { sharingHelpers } from './test/sharing.ts';

/**
 * The sharing routes against the wrong caller (issue 14 "Checks"): a private note is a 404 for everyone
 * but its owner on every route, signed in or not; the owner's switch is theirs alone; the signed-in routes
 * answer 401 without a session. Nothing changes on the way.
 */
const t = await createTestApp({ env: { RATE_LIMIT_WRITE_PER_MINUTE: '100000' } });
afterAll(() => t.close());
const { call, noteOf, share } = sharingHelpers(t);

let owner: TestUser;
let stranger: TestUser;
let privateNote: string;
let sharedNote: string;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([t.createUser(), t.createUser()]);
  privateNote = await noteOf(owner, 'en', 'Private');
  sharedNote = await noteOf(owner, 'en', 'Shared');
  await share(owner, sharedNote);
});

/** Every route this feature adds, for a note id. */
const routes = (id: string) =>
  [
    ['PUT', `/v3/note/${id}/share`, { shared: true }, 'owner'],
    ['GET', `/v3/note/${id}/shared`, undefined, 'public'],
    ['GET', `/v3/note/${id}/shared/lines?minute=0`, undefined, 'public'],
    ['GET', `/v3/flashcard/shared?noteId=${id}`, undefined, 'public'],
    ['GET', `/v3/grammar-note/shared?noteId=${id}`, undefined, 'public'],
    ['POST', `/v3/note/${id}/import`, {}, 'signed-in'],
    ['GET', `/v3/note/${id}/imported-status`, undefined, 'signed-in'],
  ] as const;

async function unchanged() {
  const mine = (await call('GET', `/v3/note/${privateNote}`, owner)).json().entity;
  expect(mine.sharedAt).toBeNull();
  expect((await call('GET', `/v3/note/${sharedNote}`, owner)).json().entity.sharedAt).not.toBeNull();
  const list = (await call('GET', '/v3/note/list', stranger)).json().entity;
  expect(list.notes).toEqual([]);
}

describe('sharing IDOR suite', () => {
  it('covers every sharing route the app registers', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/v3/') && !r.url.startsWith('/v3/team') && r.method !== 'HEAD')
      .filter((r) => /\/shared|\/share$|\/import$|imported-status/.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    const covered = routes(':id').map(([method, url]) => `${method} ${url.split('?')[0]}`);
    expect(new Set([...covered, 'GET /v3/note/list/shared'])).toEqual(
      new Set(registered.map((r) => r.replace(':noteId', ':id'))),
    );
  });

  it('anonymous: 401 on the signed-in routes, 404 on the public reads of a private note', async () => {
    for (const [method, url, body, kind] of routes(privateNote)) {
      const response = await call(method, url, null, body);
      expect(response.statusCode, `${method} ${url}`).toBe(kind === 'public' ? 404 : 401);
    }
    for (const [method, url, body, kind] of routes(sharedNote)) {
      if (kind === 'public') continue;
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    await unchanged();
  });

  it('a stranger: a private note is a 404 on every route, with one message whether it exists or not', async () => {
    const missing = '0190a0a0-0000-7000-8000-000000000000';
    for (const id of [privateNote, missing]) {
      for (const [method, url, body] of routes(id)) {
        const response = await call(method, url, stranger, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        const reason = method === 'PUT' ? 'note_not_found' : 'shared_note_not_found';
        expect(response.json().reason, `${method} ${url}`).toBe(reason);
      }
    }
    await unchanged();
  });

  it("a stranger cannot stop (or start) the sharing of someone else's shared note", async () => {
    const off = await call('PUT', `/v3/note/${sharedNote}/share`, stranger, { shared: false });
    expect(off.statusCode).toBe(404);
    expect((await call('GET', `/v3/note/${sharedNote}/shared`, null)).statusCode).toBe(200);
    await unchanged();
  });

  it('the owner reads the private note through their own routes only; the public ones stay 404', async () => {
    expect((await call('GET', `/v3/note/${privateNote}`, owner)).statusCode).toBe(200);
    for (const [method, url, body, kind] of routes(privateNote)) {
      if (kind !== 'public') continue;
      expect((await call(method, url, owner, body)).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('stopping sharing makes every public route a 404 again', async () => {
    const note = await noteOf(owner, 'en', 'Briefly shared');
    await share(owner, note);
    for (const [method, url, body, kind] of routes(note)) {
      if (kind !== 'public') continue;
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(200);
    }
    await share(owner, note, false);
    for (const [method, url, body, kind] of routes(note)) {
      if (kind === 'owner') continue;
      expect((await call(method, url, stranger, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await call('GET', '/v3/note/list/shared?langCode=en', null)).json().entity;
    expect(list.notes.map((n: { id: string }) => n.id)).toEqual([sharedNote]);
  });
});
