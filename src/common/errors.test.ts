import { describe, expect, it } from 'vitest';
import {
  codeOf,
  codeOfProblem,
  codeOfProblems,
  codeOfReasons,
  ERROR_MESSAGES,
  type ErrorParams,
  type ErrorReason,
  renderMessage,
} from './errors.ts';

/** A plausible value for each name a template uses (error-messages.ts says what each holds). */
const SAMPLE: ErrorParams = {
  field: 'word',
  other: 'toLang',
  fields: 'word, ytId',
  first: 'vocab',
  second: 'sentence',
  code: 'pt-BR',
  service: 'DeepL',
  file: 'Episode 1: the pilot.srt',
  line: '3',
  last: '12',
  min: '4',
  max: '100',
  have: '2',
  invalid: '5',
  total: '7',
  rows: '5001',
  seconds: '2.5',
  minutes: '15',
  status: '503',
  page: '4',
  language: 'Brazilian Portuguese',
  fromLanguage: 'Korean',
  toLanguage: 'English',
  choices: 'new, learning, known, ignored',
  kinds: 'meaning or cloze',
  values: 'essay", "poem',
  problem: 'word is required',
  reasons: 'There is no word to look up',
  text: '00:00:01,000 --> soon',
  value: 'maybe',
  word: 'anrufen',
  wordId: '1.0',
  detail: 'upstream said: no',
  team: 'Korean club',
  date: '2026-12-01',
};

/** Values that read better than the sample for one reason. */
const OVERRIDES: Partial<Record<ErrorReason, ErrorParams>> = {
  csv_one_row_invalid: { invalid: '1' },
  quiz_note_one_card: { have: '1' },
  subtitle_file_problem: { problem: 'line 2: expected a timing line "start --> end"' },
  csv_row_not_valid: { problem: 'Quoted field unterminated' },
  translation_missed: {
    reasons: 'The AI provider could not be reached. No offline dictionary covers Korean → English',
  },
};

const names = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
const entries = Object.entries(ERROR_MESSAGES) as [ErrorReason, string][];
const paramsFor = (reason: ErrorReason) =>
  Object.fromEntries(names(ERROR_MESSAGES[reason]).map((name) => [name, OVERRIDES[reason]?.[name] ?? SAMPLE[name]!]));

describe('the catalogue', () => {
  it('names every value it uses in this test, and uses each value once per template', () => {
    for (const [reason, template] of entries) {
      for (const name of names(template)) expect(SAMPLE, `${reason}: {{${name}}}`).toHaveProperty(name);
      expect(new Set(names(template)).size, reason).toBe(names(template).length);
    }
  });

  it('has reasons in snake_case and no two identical templates', () => {
    for (const [reason] of entries) expect(reason).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
    expect(new Set(Object.values(ERROR_MESSAGES)).size).toBe(entries.length);
  });

  it.each(entries)('%s: renders, and is read back to the same reason and values', (reason) => {
    const params = paramsFor(reason);
    const message = renderMessage(reason, params);
    expect(message).not.toContain('{{');
    expect(codeOf(message)).toEqual({ reason, params });
  });

  it('renders a value it was not given as its placeholder', () => {
    expect(renderMessage('too_long')).toBe('must be at most {{max}} characters');
    expect(renderMessage('not_found', { extra: 'ignored' })).toBe(ERROR_MESSAGES.not_found);
  });
});

describe('codeOf', () => {
  it('knows no message outside the catalogue', () => {
    expect(codeOf('Something new happened.')).toBeNull();
    expect(codeOf('')).toBeNull();
    expect(codeOf('Also used as a name.')).toBeNull();
    expect(codeOf('text: banana')).toBeNull();
  });

  it('prefers the template with more fixed text', () => {
    expect(codeOf('All fields are required, word, ytId')).toEqual({
      reason: 'all_fields_required',
      params: { fields: 'word, ytId' },
    });
    expect(codeOf('must be a comma-separated list of meaning, cloze ("essay" is not one)')).toEqual({
      reason: 'not_in_list',
      params: { choices: 'meaning, cloze', values: 'essay' },
    });
    expect(codeOf('must be a comma-separated list of meaning, cloze')?.reason).toBe('must_be_list_of');
    expect(codeOf('empty.vtt: the file has no subtitles in it.')).toEqual({
      reason: 'subtitle_file_no_subtitles',
      params: { file: 'empty.vtt' },
    });
    expect(codeOf('Not in the dictionary as one word; read as the compound Haustür.')?.reason).toBe('read_as_compound');
  });

  it('prefers a message without values to a template it also fits', () => {
    expect(codeOf('must be a language code such as en, ja or pt-BR')?.reason).toBe('speech_language_code');
    expect(codeOf('must be beginner, intermediate or advanced')?.reason).toBe('must_be_level');
    expect(codeOf('must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)')?.reason).toBe('must_be_rating');
    expect(codeOf('must be true or false')).toEqual({
      reason: 'must_be_either',
      params: { first: 'true', second: 'false' },
    });
    expect(codeOf('Something went wrong, please try again later')?.reason).toBe('internal');
  });

  it('tells singular from plural', () => {
    const rows = (n: number, verb: string) =>
      `${n} of 3 rows ${verb} invalid (line 2: word is required); nothing was imported. Fix them, or import with skipInvalid to leave them out.`;
    expect(codeOf(rows(1, 'is'))?.reason).toBe('csv_one_row_invalid');
    expect(codeOf(rows(2, 'are'))?.reason).toBe('csv_rows_invalid');
    const cards = (n: string) =>
      `This note has only ${n}: a quiz needs at least 4. Wait for its study material, or add a few cards.`;
    expect(codeOf(cards('1 flashcard'))).toEqual({ reason: 'quiz_note_one_card', params: { have: '1', min: '4' } });
    expect(codeOf(cards('3 flashcards'))).toEqual({ reason: 'quiz_note_few_cards', params: { have: '3', min: '4' } });
  });

  it('reads a field as a path, never as a sentence', () => {
    // "{{field}} is required" must not take a whole list of a row's problems.
    expect(codeOf('word: must be at most 100 characters; sentence is required')).toBeNull();
    expect(codeOf('noteId: must be a note id')).toBeNull();
    expect(codeOf('mainLearningLanguage.level is required')).toEqual({
      reason: 'required',
      params: { field: 'mainLearningLanguage.level' },
    });
  });

  it('reads numbers as numbers', () => {
    expect(codeOf('must be a number from 0.70 to 0.97')).toEqual({
      reason: 'number_range',
      params: { min: '0.70', max: '0.97' },
    });
    expect(codeOf('must be a number from low to high')).toBeNull();
  });

  it('takes "{{file}}: {{problem}}" for a subtitle file only, with a problem it knows', () => {
    expect(codeOf('broken.SRT: line 2: malformed timestamp in "00:00:01,000 --> nonsense"')).toEqual({
      reason: 'subtitle_file_problem',
      params: { file: 'broken.SRT', problem: 'line 2: malformed timestamp in "00:00:01,000 --> nonsense"' },
    });
    expect(codeOf('Ep. 1: pilot.vtt: line 1: missing the "WEBVTT" header')?.params.file).toBe('Ep. 1: pilot.vtt');
    expect(codeOf('broken.srt: the parser gave up')).toBeNull();
    expect(codeOf('fileName: Choose an .srt or .vtt subtitle file.')).toBeNull();
  });

  it('tells the AI provider from a named service', () => {
    expect(codeOf('The AI provider could not be reached')?.reason).toBe('ai_unreachable');
    expect(codeOf('DeepL could not be reached')).toEqual({
      reason: 'service_unreachable',
      params: { service: 'DeepL' },
    });
    expect(codeOf('Apertium did not answer within 10 s')).toEqual({
      reason: 'service_timeout',
      params: { service: 'Apertium', seconds: '10' },
    });
    expect(codeOf('DeepL rejected the API key: Wrong endpoint')).toEqual({
      reason: 'service_key_rejected_detail',
      params: { service: 'DeepL', detail: 'Wrong endpoint' },
    });
  });

  it('reads a translation miss as its reasons, each catalogued', () => {
    expect(
      codeOf(
        'The AI provider answered twice with something that is not a translation. No offline dictionary covers Korean → English.',
      ),
    ).toEqual({
      reason: 'translation_missed',
      params: {
        reasons:
          'The AI provider answered twice with something that is not a translation. No offline dictionary covers Korean → English',
      },
    });
    expect(
      codeOf('No offline dictionary covers Korean → English; configure an AI provider (AI_BASE_URL) for Korean.'),
    ).toEqual({
      reason: 'translation_missed_configure',
      params: { reasons: 'No offline dictionary covers Korean → English', language: 'Korean' },
    });
    // A reason ending in free text must not swallow the full stop that closes the note.
    expect(codeOf('LibreTranslate has no German → English.')).toEqual({
      reason: 'translation_missed',
      params: { reasons: 'LibreTranslate has no German → English' },
    });
    expect(codeOf('The AI provider failed: fetch failed. DeepL answered HTTP 500: Bad. Try later.')).toEqual({
      reason: 'translation_missed',
      params: { reasons: 'The AI provider failed: fetch failed. DeepL answered HTTP 500: Bad. Try later' },
    });
    // An AI's own note (in the learner's language) is not the server's sentence.
    expect(codeOf('There is no word to look up. A seat here, not the bank.')).toBeNull();
  });

  it('reads the CSV summary with every problem of the first invalid row', () => {
    const problem =
      'word is required; status: "xx" is not a status; use new, learning, learning 1 to 4, known or ignored';
    const message = `2 of 9 rows are invalid (line 4: ${problem}); nothing was imported. Fix them, or import with skipInvalid to leave them out.`;
    expect(codeOf(message)).toEqual({
      reason: 'csv_rows_invalid',
      params: { invalid: '2', total: '9', line: '4', problem },
    });
    expect(codeOf(message.replace('word is required', 'word is fine'))).toBeNull();
  });
});

describe('codeOfProblem', () => {
  it('splits "<field>: <problem>" into the problem with the field', () => {
    expect(codeOfProblem('noteId: must be a note id')).toEqual({
      reason: 'must_be_note_id',
      params: { field: 'noteId' },
    });
    expect(codeOfProblem('answers.0.correct: must be true or false')).toEqual({
      reason: 'must_be_either',
      params: { first: 'true', second: 'false', field: 'answers.0.correct' },
    });
    expect(codeOfProblem('text: must be at most 500 characters')).toEqual({
      reason: 'too_long',
      params: { max: '500', field: 'text' },
    });
    expect(codeOfProblem('sentenceId: the note has no line 7 (its lines are 0 to 2)')).toEqual({
      reason: 'no_such_line',
      params: { line: '7', last: '2', field: 'sentenceId' },
    });
    expect(codeOfProblem('csv: the file has 5001 rows; import at most 5000 at a time')).toEqual({
      reason: 'csv_too_many_rows',
      params: { rows: '5001', max: '5000', field: 'csv' },
    });
    expect(codeOfProblem('fileName: Choose an .srt or .vtt subtitle file.')).toEqual({
      reason: 'subtitle_file_type',
      params: { field: 'fileName' },
    });
  });

  it('keeps a field a template names itself, even when the schema repeats it', () => {
    expect(codeOfProblem('id: id must be a note id')).toEqual({
      reason: 'field_must_be_note_id',
      params: { field: 'id' },
    });
    expect(codeOfProblem('fileName: fileName is required')).toEqual({
      reason: 'required',
      params: { field: 'fileName' },
    });
    expect(codeOfProblem("from must be the note's language (en)")).toEqual({
      reason: 'not_the_note_language',
      params: { field: 'from', code: 'en' },
    });
  });

  it('codes whole sentences as they are and knows no unknown problem', () => {
    expect(codeOfProblem('word is required')).toEqual({ reason: 'required', params: { field: 'word' } });
    expect(codeOfProblem('text: banana')).toBeNull();
    expect(codeOfProblem('Some sentence: with a colon')).toBeNull();
  });
});

describe('codeOfProblems', () => {
  it('codes each of a row\'s problems, even one that holds "; " itself', () => {
    expect(
      codeOfProblems(
        'word is required; status: "xx" is not a status; use new, learning, learning 1 to 4, known or ignored; language: unknown language "zz"',
      ),
    ).toEqual([
      { reason: 'required', params: { field: 'word' } },
      { reason: 'csv_unknown_status', params: { value: 'xx', field: 'status' } },
      { reason: 'csv_unknown_language', params: { value: 'zz', field: 'language' } },
    ]);
  });

  it('keeps a message that is catalogued whole in one piece', () => {
    expect(codeOfProblems('csv: the file has 5001 rows; import at most 5000 at a time')).toHaveLength(1);
    expect(codeOfProblems('the row is not valid CSV: Quoted field unterminated')).toEqual([
      { reason: 'csv_row_not_valid', params: { problem: 'Quoted field unterminated' } },
    ]);
  });

  it('is null when any problem is unknown', () => {
    expect(codeOfProblems('word is required; the moon is full')).toBeNull();
    expect(codeOfProblems('a; b; c; d; e; f; g; h; i; j; k; l; m; n; o; p; q; r; s; t; u; v')).toBeNull();
  });
});

describe('codeOfReasons', () => {
  it('codes each reason of a miss, even one whose free text holds ". " itself', () => {
    expect(
      codeOfReasons('DeepL answered HTTP 500: Bad. Try later. No offline dictionary covers Korean → English'),
    ).toEqual([
      { reason: 'service_http_error_detail', params: { service: 'DeepL', status: '500', detail: 'Bad. Try later' } },
      { reason: 'no_dictionary_for_pair', params: { fromLanguage: 'Korean', toLanguage: 'English' } },
    ]);
    expect(codeOfReasons('There is no word to look up. A seat here')).toBeNull();
  });
});
