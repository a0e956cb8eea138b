import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** One Anki note: the texts are plain (escaped here), `audio` is a media file name in the package. */
export type AnkiNote = {
  guid: string;
  front: string;
  back: string;
  context: string[];
  audio: string | null;
  tags: string[];
};

export const FIELD_NAMES = ['Front', 'Back', 'Context', 'Audio'] as const;
export const MODEL_NAME = 'LingoClip';

/** Stable positive ids below 2^48 from a name: the same deck or note type imports onto itself again. */
export const stableId = (name: string) => createHash('sha1').update(name).digest().readUIntBE(0, 6) || 1;
/** The note type keeps one id, so every export updates the same note type in Anki. */
export const MODEL_ID = stableId('lingoclip:note-type:v1');

const BASE91 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

/** Anki's guid form (base91 of 64 bits), derived from the item: exporting it again updates the note instead of adding one. */
export function ankiGuid(key: string): string {
  let value = createHash('sha1').update(key).digest().readBigUInt64BE(0);
  let out = '';
  while (value > 0n) {
    out = BASE91[Number(value % 91n)] + out;
    value /= 91n;
  }
  return out || 'a';
}

/** Anki's field checksum: the first 8 hex digits of the sha1 of the first field's text, as an integer. */
export const fieldChecksum = (text: string) =>
  Number.parseInt(createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 8), 16);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The fields as stored: HTML, joined by the unit separator. */
export const noteFields = (n: AnkiNote) =>
  [
    escapeHtml(n.front),
    escapeHtml(n.back),
    n.context.map(escapeHtml).join('<br>'),
    n.audio ? `[sound:${n.audio}]` : '',
  ].join('\x1f');

/** Anki tags: no spaces inside a tag; stored space-separated with a space at each end. */
export const tagString = (tags: string[]) => {
  const clean = [...new Set(tags.map((t) => t.trim().replace(/\s+/g, '_')).filter(Boolean))];
  return clean.length ? ` ${clean.join(' ')} ` : '';
};

// The legacy (schema 11) collection: every Anki version since 2.1 imports it.
const SCHEMA = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null, ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null, models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null, usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null, mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null, ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

const CSS = `.card { font-family: arial, sans-serif; font-size: 24px; text-align: center; color: #111; background-color: #fff; }
.back { margin-top: .5em; }
.context { font-size: 16px; color: #555; margin-top: 1em; }`;

function model(deckId: number, mod: number) {
  return {
    id: MODEL_ID,
    name: MODEL_NAME,
    type: 0,
    mod,
    usn: -1,
    sortf: 0,
    did: deckId,
    tags: [],
    vers: [],
    flds: FIELD_NAMES.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        did: null,
        bqfmt: '',
        bafmt: '',
        qfmt: '<div class="front">{{Front}}</div>\n{{Audio}}',
        afmt: '{{FrontSide}}\n<hr id="answer">\n<div class="back">{{Back}}</div>\n{{#Context}}<div class="context">{{Context}}</div>{{/Context}}',
      },
    ],
    css: CSS,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    // Card 1 exists when Front is not empty.
    req: [[0, 'any', [0]]],
  };
}

const deck = (id: number, name: string, mod: number) => ({
  id,
  name,
  desc: '',
  mod,
  usn: -1,
  collapsed: false,
  browserCollapsed: false,
  conf: 1,
  dyn: 0,
  extendNew: 10,
  extendRev: 50,
  newToday: [0, 0],
  revToday: [0, 0],
  lrnToday: [0, 0],
  timeToday: [0, 0],
});

const DECK_OPTIONS = {
  1: {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { delays: [1, 10], ints: [1, 4, 7], initialFactor: 2500, order: 1, perDay: 20, bury: true, separate: true },
    rev: { perDay: 200, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, bury: true, minSpace: 1 },
    lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 0 },
  },
};

/** Writes collection.anki2 (SQLite, schema 11) with one deck, the note type and one new card per note. */
export function buildCollection(deckName: string, notes: AnkiNote[], now = new Date()): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'lingoclip-anki-'));
  const path = join(dir, 'collection.anki2');
  try {
    const db = new DatabaseSync(path);
    try {
      writeInto(db, deckName, notes, now);
    } finally {
      db.close();
    }
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function writeInto(db: DatabaseSync, deckName: string, notes: AnkiNote[], now: Date): void {
  const ms = now.getTime();
  const sec = Math.floor(ms / 1000);
  const deckId = stableId(`lingoclip:deck:${deckName}`);
  db.exec(SCHEMA);
  db.exec('begin');
  const conf = {
    nextPos: notes.length + 1,
    estTimes: true,
    activeDecks: [deckId],
    sortType: 'noteFld',
    timeLim: 0,
    sortBackwards: false,
    addToCur: true,
    curDeck: deckId,
    newBury: true,
    newSpread: 0,
    dueCounts: true,
    curModel: String(MODEL_ID),
    collapseTime: 1200,
  };
  db.prepare('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)').run(
    Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) / 1000),
    ms,
    ms,
    JSON.stringify(conf),
    JSON.stringify({ [MODEL_ID]: model(deckId, sec) }),
    JSON.stringify({ 1: deck(1, 'Default', sec), [deckId]: deck(deckId, deckName, sec) }),
    JSON.stringify(DECK_OPTIONS),
    '{}',
  );
  const insertNote = db.prepare("insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
  const insertCard = db.prepare("insert into cards values (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')");
  notes.forEach((n, i) => {
    // Ids are creation times in ms in Anki; consecutive ones keep the export's order.
    const id = ms + i;
    insertNote.run(id, n.guid, MODEL_ID, sec, tagString(n.tags), noteFields(n), n.front, fieldChecksum(n.front));
    insertCard.run(id, id, deckId, sec, i + 1);
  });
  db.exec('commit');
}
