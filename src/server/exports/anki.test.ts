import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSentence, userVocab, vocabContext } from '../db/schema/learner.ts';
import { note, type StoredLine } from '../db/schema/notes.ts';
import type { SpeechSynthesizer } from '../providers/speech/types.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/app.ts';

const speech: SpeechSynthesizer = {
  name: 'espeak',
  voiceFor: (lang) => (lang === 'tiv' ? null : `voice-${lang}`),
  synthesize: async (text, lang) => ({ audio: Buffer.from(`ID3 ${lang} ${text}`), mimeType: 'audio/mpeg' }),
};

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
const ids = { keyboards: '', cheap: '', unsaved: '', sentence: '', strangers: '' };
const LINE = 'The screen is bright & the keyboards are <great>.';

beforeAll(async () => {
  t = await createTestApp({ providers: { speech } });
  owner = await t.createUser();
  stranger = await t.createUser();
  const db = t.database.db;
  const line: StoredLine = { text: LINE, start: 1, end: 4, words: [] };
  const [review] = await db
    .insert(note)
    .values({
      userId: owner.id,
      videoId: 'GJLlxj_dtq8',
      type: 'full_script',
      title: 'Phone Review: Best of 2026!',
      language: 'en',
      source: 'youtube',
      endAt: 60,
      lines: [line],
    })
    .returning();
  const word = (userId: string, lemma: string, extra: Partial<typeof userVocab.$inferInsert> = {}) => ({
    userId,
    language: 'en',
    lemma,
    word: lemma,
    translation: null,
    translationLanguage: 'fr',
    status: 'learning' as const,
    learningLevel: 1,
    isSaved: true,
    savedAt: new Date(),
    ...extra,
  });
  const rows = await db
    .insert(userVocab)
    .values([
      word(owner.id, 'keyboard', { word: 'keyboards', translation: 'clavier & touches' }),
      word(owner.id, 'cheap', { status: 'known', learningLevel: null }),
      word(owner.id, 'spot', { isSaved: false, savedAt: null, translation: 'endroit' }),
      word(stranger.id, 'keyboard', { translation: 'clavier' }),
    ])
    .returning();
  [ids.keyboards, ids.cheap, ids.unsaved, ids.strangers] = rows.map((r) => r.id) as [string, string, string, string];
  await db.insert(vocabContext).values([
    { vocabId: ids.keyboards, noteId: review!.id, lineIndex: 0, start: 1, end: 4, text: LINE },
    { vocabId: ids.keyboards, text: 'A keyboard without keys.' },
  ]);
  const [sentence] = await db
    .insert(userSentence)
    .values({
      userId: owner.id,
      language: 'en',
      text: 'I would buy it again.',
      meaning: "Je l'achèterais encore.",
      translationLanguage: 'fr',
      noteId: review!.id,
      lineIndex: 0,
      savedAt: new Date(),
    })
    .returning();
  ids.sentence = sentence!.id;
});
afterAll(() => t?.close());

const exportAnki = (payload: object | undefined, user: TestUser | null = owner) =>
  t.request({ method: 'POST', url: '/v3/export/anki', user, ...(payload ? { payload } : {}) });

type Package = {
  notes: Record<string, unknown>[];
  cards: Record<string, unknown>[];
  col: Record<string, unknown>;
  media: Record<string, string>;
  files: Record<string, Uint8Array>;
};

/** Opens an .apkg as Anki would: the zip, its media map, and collection.anki2 read with SQLite. */
function openPackage(bytes: Buffer): Package {
  const files = unzipSync(new Uint8Array(bytes));
  const dir = mkdtempSync(join(tmpdir(), 'apkg-test-'));
  try {
    writeFileSync(join(dir, 'collection.anki2'), files['collection.anki2']!);
    const db = new DatabaseSync(join(dir, 'collection.anki2'), { readOnly: true });
    const result = {
      notes: db.prepare('select * from notes order by id').all(),
      cards: db.prepare('select * from cards order by id').all(),
      col: db.prepare('select * from col').get()!,
      media: JSON.parse(strFromU8(files.media!)),
      files,
    };
    db.close();
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const csum = (text: string) => Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

describe('POST /v3/export/anki', () => {
  it('packs every saved word and sentence with fields, tags, one card each and their audio', async () => {
    const res = await exportAnki(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/apkg');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="LingoClip.apkg"; filename*=UTF-8''LingoClip.apkg`,
    );
    const pkg = openPackage(res.rawPayload);

    const fields = pkg.notes.map((n) => (n.flds as string).split('\x1f'));
    const sound = (text: string) => {
      const name = Object.entries(pkg.media).find(([entry]) => strFromU8(pkg.files[entry]!) === `ID3 en ${text}`)?.[1];
      return name ? `[sound:${name}]` : 'missing';
    };
    expect(fields).toEqual([
      [
        'keyboards',
        'clavier &amp; touches',
        'The screen is bright &amp; the keyboards are &lt;great&gt;.<br>A keyboard without keys.',
        sound('keyboards'),
      ],
      ['cheap', '', '', sound('cheap')],
      [
        'I would buy it again.',
        "Je l'achèterais encore.",
        'Phone Review: Best of 2026!',
        sound('I would buy it again.'),
      ],
    ]);
    expect(Object.keys(pkg.media)).toEqual(['0', '1', '2']);
    expect(Object.values(pkg.media).every((name) => /^lingoclip-[0-9a-f]{32}\.mp3$/.test(name))).toBe(true);
    expect(pkg.notes.map((n) => [n.sfld, n.csum, n.tags])).toEqual([
      ['keyboards', csum('keyboards'), ' en phone-review-best-of-2026 '],
      ['cheap', csum('cheap'), ' en '],
      ['I would buy it again.', csum('I would buy it again.'), ' en phone-review-best-of-2026 '],
    ]);

    const models = JSON.parse(pkg.col.models as string);
    const decks = JSON.parse(pkg.col.decks as string);
    const model = models[String(pkg.notes[0]!.mid)];
    expect(model.flds.map((f: { name: string }) => f.name)).toEqual(['Front', 'Back', 'Context', 'Audio']);
    expect(model.tmpls[0].qfmt).toContain('{{Front}}');
    expect(model.tmpls[0].afmt).toContain('{{Back}}');
    expect(pkg.col.ver).toBe(11);
    expect(pkg.cards).toHaveLength(3);
    pkg.cards.forEach((card, i) => {
      expect(card).toMatchObject({ nid: pkg.notes[i]!.id, ord: 0, type: 0, queue: 0, due: i + 1 });
      expect(decks[String(card.did)].name).toBe('LingoClip');
    });
    expect(new Set(pkg.notes.map((n) => n.mid)).size).toBe(1);
    expect(new Set(pkg.notes.map((n) => n.guid)).size).toBe(3);

    // The same items keep their guids, so importing again updates the notes instead of doubling them.
    const again = openPackage((await exportAnki(undefined)).rawPayload);
    expect(again.notes.map((n) => n.guid)).toEqual(pkg.notes.map((n) => n.guid));
  });

  it('exports exactly the chosen items, saved or not, into the named deck', async () => {
    const res = await exportAnki({ vocabIds: [ids.unsaved], sentenceIds: [], deckName: 'Wörter::Woche 1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Worter - Woche 1.apkg"; filename*=UTF-8''${encodeURIComponent('Wörter - Woche 1.apkg')}`,
    );
    const pkg = openPackage(res.rawPayload);
    expect(pkg.notes.map((n) => (n.flds as string).split('\x1f').slice(0, 2))).toEqual([['spot', 'endroit']]);
    const decks = JSON.parse(pkg.col.decks as string);
    expect(decks[String(pkg.cards[0]!.did)].name).toBe('Wörter::Woche 1');
    const sentenceOnly = openPackage((await exportAnki({ sentenceIds: [ids.sentence] })).rawPayload);
    expect(sentenceOnly.notes.map((n) => n.sfld)).toEqual(['I would buy it again.']);
  });

  it("answers 404 for another learner's ids, 400 for nothing to export or bad input, 401 signed out", async () => {
    expect((await exportAnki({ vocabIds: [ids.keyboards, ids.strangers] })).statusCode).toBe(404);
    expect((await exportAnki({ sentenceIds: [ids.sentence] }, stranger)).statusCode).toBe(404);
    const empty = await exportAnki({}, await t.createUser());
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'Nothing to export: save a few words or sentences first.',
    ]);
    expect((await exportAnki({ vocabIds: ['nope'] })).json().message).toBe('vocabIds.0: must be word ids');
    expect((await exportAnki({ vocabIds: 'all' })).json().message).toBe('vocabIds: must be a list of word ids');
    expect((await exportAnki({ deckName: '  ' })).json().message).toBe('deckName: must not be empty');
    expect((await exportAnki({}, null)).statusCode).toBe(401);
  });
});
