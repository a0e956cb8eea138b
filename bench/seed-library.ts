import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import german from '../src/server/language/data/de-frequency.ts';
import { seedWords } from './learner.ts';

const GERMAN = [
  ...new Set(
    german
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(/\s+/)
      .map((w) => w.split('/')[0]!)
      .filter((w) => /^\p{L}{3,}$/u.test(w)),
  ),
];

/** A full-script note of a long video: `lines` lines of 10 timed words, with its lexicon counted. */
function longNote(seed: number, lines: number) {
  const stored = [];
  const lemmaLines: string[][] = [];
  const counts = new Map<string, number>();
  for (let i = 0; i < lines; i++) {
    const words = Array.from({ length: 10 }, (_, k) => GERMAN[(seed * 7919 + i * 31 + k * 17) % GERMAN.length]!);
    const start = i * 3;
    stored.push({
      start,
      end: start + 3,
      text: words.join(' '),
      words: words.map((text, k) => ({ text, start: start + k * 0.3, end: start + k * 0.3 + 0.3 })),
    });
    const lemmas = words.map((w) => w.toLowerCase());
    lemmaLines.push(lemmas);
    for (const lemma of lemmas) counts.set(lemma, (counts.get(lemma) ?? 0) + 1);
  }
  return { lines: stored, lemmaLines, words: [...counts].map(([lemma, occurrences]) => ({ lemma, occurrences })) };
}

/**
 * A learner of German with `notes` long notes (their lexicons built, so the list computes "% known")
 * and `words` saved words, each with a review card and a context in one of the notes.
 */
export async function seedLibrary(
  database: Database,
  userId: string,
  { notes = 20, lines = 1_200, words = 10_000 } = {},
): Promise<void> {
  const { db } = database;
  await db.execute(
    sql`insert into profile (user_id, native_language, main_language, on_boarded) values (${userId}, 'en', 'de', true)
        on conflict (user_id) do nothing`,
  );
  for (let n = 0; n < notes; n++) {
    const note = longNote(n, lines);
    const [row] = (
      (await db.execute(sql`
        insert into note (id, user_id, video_id, type, title, language, source, start_at, end_at, lines)
        values (gen_random_uuid(), ${userId}, 'dQw4w9WgXcQ', 'full_script', ${`Long note ${n + 1}`}, 'de', 'youtube',
                0, ${lines * 3}, ${JSON.stringify(note.lines)}::jsonb)
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    await db.execute(sql`
      insert into note_lexicon (note_id, language, lines) values (${row!.id}, 'de', ${JSON.stringify(note.lemmaLines)}::jsonb)`);
    await db.execute(sql`
      insert into note_word (note_id, lemma, occurrences)
      select ${row!.id}, lemma, occurrences
      from jsonb_to_recordset(${JSON.stringify(note.words)}::jsonb) as t(lemma text, occurrences int)`);
  }
  await seedWords(database, userId, 0, words);
  await db.execute(sql`
    insert into vocab_context (id, vocab_id, note_id, line_index, start, "end", yt_id, text)
    select gen_random_uuid(), v.id, n.id, (row_number() over ()) % ${lines}, 0, 3, 'dQw4w9WgXcQ', v.word || ' im Satz'
    from user_vocab v
    join (select id, row_number() over (order by id) - 1 as k from note where user_id = ${userId}) n
      on n.k = abs(hashtext(v.id::text)) % ${notes}
    where v.user_id = ${userId}`);
  for (const table of ['note', 'note_word', 'note_lexicon', 'user_vocab', 'review_card', 'vocab_context']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
}
