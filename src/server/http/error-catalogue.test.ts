import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { codeOf, codeOfProblem, codeOfProblems, type ErrorReason } from '../../common/errors.ts';
import { LANG_EXPECTED, TEXT_EMPTY, TEXT_TOO_LONG } from '../audio/schema.ts';
import type { Database } from '../db/client.ts';
import { lookupWord } from '../dictionaries/lookup.ts';
import { insertEntries } from '../dictionaries/test/entries.ts';
import { NOTHING_TO_EXPORT } from '../exports/anki-export.ts';
import { parseRows } from '../exports/csv-rows.ts';
import { AnkiExportBody, CsvImportBody } from '../exports/schema.ts';
import { BreakdownBody, WordCardBody } from '../flashcards/schema.ts';
import { ListQuery } from '../library/schema.ts';
import {
  CARD_NOT_FOUND,
  CARD_PAUSED,
  NOTHING_TO_UNDO,
  SENTENCE_NOT_FOUND,
  SOME_SENTENCES_NOT_FOUND,
  SOME_VOCAB_NOT_FOUND,
  VOCAB_NOT_FOUND,
} from '../learner/index.ts';
import { COMING_SOON, MATERIAL_FAILED } from '../material/material.job.ts';
import { STORY_MISSED_POINT, STORY_NEEDS_MODEL, STORY_NOT_CURRENT, STORY_UNCHECKABLE } from '../material/service.ts';
import { NOTE_NOT_FOUND } from '../notes/access.ts';
import { EMPTY_CLIP, GIVING_UP } from '../notes/generate-note.job.ts';
import { SHARED_NOTE_NOT_FOUND } from '../notes/sharing.ts';
import {
  CreateYouTubeNoteBody,
  LINK_EXPECTED,
  NoteIdParams,
  StatusQuery,
  SubtitleImportBody,
} from '../notes/schema.ts';
import { dictionaryProvider } from '../providers/translate/dictionary.ts';
import { apertiumProvider } from '../providers/translate/apertium.ts';
import { deeplProvider, libreTranslateProvider } from '../providers/translate/http-services.ts';
import { llmProvider } from '../providers/translate/llm.ts';
import { createTranslator } from '../providers/translate/translator.ts';
import type { DictionaryAnswer, TranslationProvider, TranslationRequest } from '../providers/translate/types.ts';
import { YOUTUBE_ERROR_KINDS, YouTubeError } from '../providers/youtube/errors.ts';
import { CaptionParseError, parseCaptions } from '../providers/youtube/formats/index.ts';
import { noteTooFew, savedTooFew } from '../quizzes/pool.ts';
import { QuizQuery, QuizResultBody } from '../quizzes/schema.ts';
import { RateBody } from '../reviews/schema.ts';
import { SentenceListQuery } from '../saved-sentences/schema.ts';
import { DeleteVocabListBody, VocabListQuery } from '../saved-words/schema.ts';
import { createTestDatabase } from '../test/database.ts';
import { TranslationQuery } from '../translation/schema.ts';
import { LanguageSettingBody, OnboardingSurveyBody, ReviewSettingsBody, TutorialStatusQuery } from '../users/schema.ts';
import { SetStatusBody } from '../word-status/schema.ts';
import { AppError } from './errors.ts';
import { parseOrThrow } from './validation.ts';

// Sentences the server stores or shows outside an error body (a failed note's status, study material, a
// CSV row, a translation's note), and error texts the HTTP tests may not reach: each must be catalogued
// (src/common/error-messages.ts, ADR 9), or the web app could not show it in the learner's language.

const reasonOf = (message: string) => codeOfProblem(message)?.reason ?? `uncatalogued: ${message}`;

describe('stored and shown sentences', () => {
  it.each(YOUTUBE_ERROR_KINDS)('YouTube error %s', (kind) => {
    expect(reasonOf(new YouTubeError(kind, 'a detail for the logs').message)).toBe(`youtube_${kind}`);
  });

  it.each<[string, ErrorReason]>([
    [EMPTY_CLIP, 'empty_clip'],
    [GIVING_UP, 'internal'],
    [COMING_SOON, 'material_coming_soon'],
    [MATERIAL_FAILED, 'material_failed'],
    [STORY_NOT_CURRENT, 'story_not_current'],
    [STORY_NEEDS_MODEL, 'story_needs_model'],
    [STORY_UNCHECKABLE, 'story_uncheckable'],
    [STORY_MISSED_POINT, 'story_missed_point'],
    [CARD_PAUSED, 'card_paused'],
    [CARD_NOT_FOUND, 'review_card_not_found'],
    [NOTHING_TO_UNDO, 'nothing_to_undo'],
    [NOTE_NOT_FOUND, 'note_not_found'],
    [SHARED_NOTE_NOT_FOUND, 'shared_note_not_found'],
    [VOCAB_NOT_FOUND, 'word_not_found'],
    [SENTENCE_NOT_FOUND, 'saved_sentence_not_found'],
    [SOME_VOCAB_NOT_FOUND, 'some_words_not_found_nothing_deleted'],
    [SOME_SENTENCES_NOT_FOUND, 'some_saved_sentences_not_found'],
    [NOTHING_TO_EXPORT, 'nothing_to_export'],
    [LINK_EXPECTED, 'youtube_link_expected'],
    [`text: ${TEXT_EMPTY}`, 'must_not_be_empty'],
    [`text: ${TEXT_TOO_LONG}`, 'too_long'],
    [`lang: ${LANG_EXPECTED}`, 'speech_language_code'],
  ])('%s', (message, reason) => {
    expect(reasonOf(message)).toBe(reason);
  });

  it('says why a quiz cannot be made, in the singular and the plural', () => {
    expect([0, 1, 3].map((cards) => reasonOf(noteTooFew(cards)))).toEqual([
      'quiz_note_no_cards',
      'quiz_note_one_card',
      'quiz_note_few_cards',
    ]);
    expect(noteTooFew(1)).toContain('only 1 flashcard:');
    expect(codeOf(savedTooFew('de', 0))).toEqual({
      reason: 'quiz_saved_too_few',
      params: { min: '4', language: 'German', have: '0' },
    });
  });
});

describe('CSV rows', () => {
  it("codes every problem of a row, joined with '; '", () => {
    const csv = [
      'word,translation,context,language,status',
      ',,,xx-yy,sometimes',
      `${'w'.repeat(101)},${'t'.repeat(501)},${'c'.repeat(1001)},de,known`,
      'Haus,house,,,learning 2',
      '"unterminated,house',
    ].join('\n');
    const rows = parseRows('vocab', csv, 'de');
    const errors = rows.map((row) => row.error).filter((error): error is string => error !== null);
    expect(errors.length).toBe(3);
    for (const error of errors) expect(codeOfProblems(error), error).not.toBeNull();
    expect(codeOfProblems(errors[0]!)!.map((p) => p.reason)).toEqual([
      'required',
      'csv_unknown_language',
      'csv_unknown_status',
    ]);
    expect(codeOfProblems(errors[1]!)!.map((p) => p.params.field)).toEqual(['word', 'translation', 'context']);
    expect(reasonOf(errors[2]!)).toBe('csv_row_not_valid');

    const sentences = parseRows('sentence', `sentence,meaning,language\n,${'m'.repeat(1001)},zz`, 'de');
    expect(codeOfProblems(sentences[0]!.error!)!.map((p) => p.reason)).toEqual([
      'required',
      'csv_unknown_language',
      'too_long',
    ]);
  });

  it('codes the file problems', () => {
    const problem = (csv: string) => {
      try {
        parseRows('vocab', csv, 'de');
      } catch (error) {
        return (error as AppError).message;
      }
      throw new Error('expected a refusal');
    };
    expect(reasonOf(problem('\n\n'))).toBe('csv_no_rows');
    expect(reasonOf(problem(Array.from({ length: 5001 }, (_, i) => `w${i}`).join('\n')))).toBe('csv_too_many_rows');
  });
});

describe('subtitle files', () => {
  // As notes/import-subtitles.ts words them: the file's name, then the parser's problem.
  const fileProblem = (fileName: string, content: string, format: 'srt' | 'vtt') => {
    try {
      parseCaptions(content, format);
    } catch (error) {
      if (error instanceof CaptionParseError) return `${fileName}: ${error.message.replace(/^(srt|vtt): /, '')}`;
      throw error;
    }
    throw new Error('expected a parse error');
  };

  it.each<[string, string, 'srt' | 'vtt', ErrorReason]>([
    ['cue number', 'one\n00:00:01,000 --> 00:00:02,000\nHallo', 'srt', 'subtitle_cue_number'],
    ['timing line', '1\nnot a timing\nHallo', 'srt', 'subtitle_timing_line'],
    ['timestamp', '1\n00:00:01,000 --> nonsense\nHallo', 'srt', 'subtitle_timestamp'],
    ['header', ' WEBVTT\n\n00:01.000 --> 00:02.000\nHallo', 'vtt', 'subtitle_webvtt_header'],
    ['cue timing line', 'WEBVTT\n\nid\nnot a timing\nHallo', 'vtt', 'subtitle_cue_timing_line'],
    ['vtt timestamp', 'WEBVTT\n\n00:01 --> 00:02.000\nHallo', 'vtt', 'subtitle_timestamp'],
  ])('%s', (_, content, format, reason) => {
    const message = fileProblem(`Folge 1: Anfang.${format.toUpperCase()}`, content, format);
    const coded = codeOfProblem(message);
    expect(coded?.reason, message).toBe('subtitle_file_problem');
    expect(coded!.params.file).toBe(`Folge 1: Anfang.${format.toUpperCase()}`);
    expect(codeOfProblem(coded!.params.problem!)?.reason).toBe(reason);
  });
});

describe('validation messages of the schemas', () => {
  const problems = (schema: z.ZodType, input: unknown): string[] => {
    try {
      parseOrThrow(schema, input);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return [error.message, ...(error.details as { message: string }[]).map((d) => d.message)];
    }
    throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  };

  it.each<[string, z.ZodType, unknown]>([
    ['note id', NoteIdParams, { id: 'x' }],
    ['generation id', StatusQuery, { stfId: 'x' }],
    ['start time', CreateYouTubeNoteBody, { url: 'dQw4w9WgXcQ', startAt: -1 }],
    ['link', CreateYouTubeNoteBody, { url: 'https://example.com' }],
    ['subtitle file', SubtitleImportBody, { fileName: 'a.txt', content: '', language: 'xx' }],
    ['subtitle file name', SubtitleImportBody, { fileName: ' ', content: 'x', language: 'de' }],
    ['subtitle link', SubtitleImportBody, { fileName: 'a.srt', content: 'x', language: 'de', url: 'nope' }],
    ['library', ListQuery, { lastId: 'x', sort: 'oldest' }],
    ['deck name', AnkiExportBody, { deckName: 'a"b', vocabIds: ['x'], sentenceIds: 'x' }],
    ['empty deck name', AnkiExportBody, { deckName: ' ' }],
    ['csv import', CsvImportBody, { kind: 'x', csv: 'x'.repeat(2_000_001), language: 'xx', skipInvalid: 1 }],
    ['word card', WordCardBody, { word: 'x', from: 'de', to: 'en', context: 'x', ytId: 'x', sentenceId: -1 }],
    ['word card fields', WordCardBody, { word: 'x' }],
    ['breakdown', BreakdownBody, { sentenceId: 0, wordId: '3' }],
    ['quiz', QuizQuery, { noteId: 'x', count: 0, kinds: 'meaning,essay', seed: 'x'.repeat(65) }],
    [
      'quiz result',
      QuizResultBody,
      { language: 'de', source: 'x', answers: [{ kind: 'essay', itemKind: 'x', lemma: 'x'.repeat(101), correct: 1 }] },
    ],
    ['rating', RateBody, { rating: 5 }],
    ['vocab list', VocabListQuery, { isSaved: 'maybe', status: 'x', text: 'x'.repeat(201), lastId: 'x', limit: 0 }],
    ['sentence list', SentenceListQuery, { lastId: 'x', limit: 'x' }],
    ['word ids', DeleteVocabListBody, { vocabIds: ['x'] }],
    ['no word ids', DeleteVocabListBody, { vocabIds: [] }],
    ['translation', TranslationQuery, { text: 'x'.repeat(501), fromLang: 'de', toLang: 'de' }],
    ['translation languages', TranslationQuery, { text: 'x', fromLang: 'de', toLang: 'de-AT' }],
    ['language setting', LanguageSettingBody, {}],
    ['native language', LanguageSettingBody, { nativeLanguage: 'xx' }],
    [
      'learning languages',
      LanguageSettingBody,
      {
        learningLanguageList: [
          { language: 'de', level: 'beginner' },
          { language: 'de', level: 'advanced' },
        ],
      },
    ],
    ['level', LanguageSettingBody, { mainLearningLanguage: { language: 'xx', level: 'expert' } }],
    ['survey', OnboardingSurveyBody, { items: [] }],
    ['tutorial', TutorialStatusQuery, { tutorialType: '-' }],
    ['review settings', ReviewSettingsBody, {}],
    ['review setting values', ReviewSettingsBody, { desiredRetention: 2, newCardsPerDay: 0.5 }],
    ['word status', SetStatusBody, { language: 'x', word: ' ', status: 'x', learningLevel: 9 }],
    ['learning level', SetStatusBody, { language: 'de', word: 'Haus', status: 'known', learningLevel: 2 }],
  ])('%s', (_, schema, input) => {
    for (const message of problems(schema, input)) expect(reasonOf(message)).not.toMatch(/^uncatalogued/);
  });
});

describe('notes on a translation', () => {
  const request: TranslationRequest = { text: 'anrufen', from: 'de', to: 'en' };
  const note = async (provider: TranslationProvider, input: TranslationRequest = request) => {
    const outcome = await provider.translate(input);
    return 'result' in outcome ? outcome.result.note : outcome.miss;
  };
  /** A provider's failure or miss, as the translator words it in a note. */
  const failure = async (provider: TranslationProvider, input: TranslationRequest = request) =>
    (await createTranslator({ providers: [provider] }).translate(input)).note!;

  it.each<DictionaryAnswer & { found: true }>(
    (['separable', 'lemma', 'guess', 'compound', 'reverse'] as const).map((via) => ({
      found: true,
      headword: 'rufen an',
      translation: 'to call',
      alternatives: [],
      via,
    })),
  )('a dictionary answer read $via', async (answer) => {
    const text = await note(dictionaryProvider(async () => answer));
    expect(reasonOf(text!)).not.toMatch(/^uncatalogued/);
  });

  describe('the offline dictionary', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
      await insertEntries(database.db, 'de>en', [['Haus', ['house'], 'noun, neuter']]);
    });
    afterAll(() => database?.close());

    it.each<[TranslationRequest, ErrorReason]>([
      [{ text: 'Quatschwort', from: 'de', to: 'en' }, 'not_in_dictionary'],
      [{ text: 'chatoyer', from: 'fr', to: 'en' }, 'dictionary_not_imported'],
      [{ text: '사랑', from: 'ko', to: 'en' }, 'no_dictionary_for_pair'],
      [{ text: ' … ', from: 'de', to: 'en' }, 'no_word_to_look_up'],
      [
        { text: 'Das ist ein sehr langer Satz mit vielen Wörtern.', from: 'de', to: 'en' },
        'dictionary_has_no_sentences',
      ],
    ])('misses %j', async (input, reason) => {
      const provider = dictionaryProvider((r) => lookupWord(database.db, r));
      expect(reasonOf((await note(provider, input))!)).toBe(reason);
      expect(codeOf(await failure(provider, input))?.reason).toBe('translation_missed_configure');
    });
  });

  const respond =
    (status: number, body: unknown): typeof fetch =>
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const throwing =
    (error: Error): typeof fetch =>
    async () => {
      throw error;
    };
  const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' });

  it.each<[string, typeof fetch, ErrorReason]>([
    ['unsupported', respond(400, { error: 'de is not supported' }), 'service_has_no_pair'],
    ['bad key', respond(403, { error: 'Invalid API key' }), 'service_key_rejected_detail'],
    ['bad key, said nothing', respond(401, {}), 'service_key_rejected'],
    ['quota', respond(429, { error: 'Slow down' }), 'service_quota_detail'],
    ['quota, said nothing', respond(429, {}), 'service_quota'],
    ['server error', respond(500, { error: 'boom' }), 'service_http_error_detail'],
    ['server error, said nothing', respond(502, {}), 'service_http_error'],
    ['no translation', respond(200, {}), 'service_no_translation'],
    ['unreachable', throwing(new TypeError('fetch failed')), 'service_unreachable'],
    ['slow', throwing(timeout), 'service_timeout'],
  ])('LibreTranslate: %s', async (_, fetchImpl, reason) => {
    const provider = libreTranslateProvider({ url: 'http://libre.test', timeoutMs: 2000 }, fetchImpl);
    const text = await failure(provider);
    const coded = codeOf(text);
    expect(coded?.reason, text).toBe('translation_missed');
    expect(reasonOf(coded!.params.reasons!)).toBe(reason);
  });

  it.each<[string, typeof fetch, ErrorReason]>([
    ['unsupported', respond(400, { message: "Value for 'target_lang' not supported." }), 'service_has_no_pair'],
    ['quota', respond(456, { message: 'Quota exceeded' }), 'service_quota_detail'],
    ['no translation', respond(200, { translations: [] }), 'service_no_translation'],
  ])('DeepL: %s', async (_, fetchImpl, reason) => {
    const provider = deeplProvider({ url: 'http://deepl.test', apiKey: 'k', timeoutMs: 2000 }, fetchImpl);
    const coded = codeOf(await failure(provider));
    expect(coded?.reason).toBe('translation_missed');
    expect(reasonOf(coded!.params.reasons!)).toBe(reason);
  });

  it.each<[string, typeof fetch]>([
    ['refused', respond(500, { error: { message: 'boom' } })],
    ['unreachable', throwing(new TypeError('fetch failed'))],
    ['slow', throwing(timeout)],
  ])('the AI provider: %s', async (_, fetchImpl) => {
    const provider = llmProvider({ baseUrl: 'http://ai.test/v1', model: 'm', timeoutMs: 2000 }, fetchImpl);
    const text = await failure(provider);
    expect(codeOf(text)?.reason, text).toBe('translation_missed');
  });

  it('Apertium: cannot run, fails, or does not know the word', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingoclip-apertium-'));
    const script = (name: string, body: string) => {
      const file = join(dir, name);
      writeFileSync(file, `#!/bin/sh\n${body}\n`);
      chmodSync(file, 0o755);
      return file;
    };
    const english = { text: 'blorf', from: 'en', to: 'es' };
    const outcomes = [
      await failure(apertiumProvider(join(dir, 'missing')), english),
      await failure(apertiumProvider(script('failing', 'echo "no mode" >&2; exit 3')), english),
      await failure(apertiumProvider(script('echoing', 'cat "$3"')), english),
    ];
    expect(outcomes.map((text) => codeOf(text)?.reason)).toEqual([
      'translation_missed_configure',
      'translation_missed_configure',
      'translation_missed_configure',
    ]);
    expect(outcomes.map((text) => reasonOf(codeOf(text)!.params.reasons!))).toEqual([
      'apertium_could_not_run',
      'apertium_failed',
      'apertium_does_not_know',
    ]);
  });

  it('no provider at all, and several reasons at once', async () => {
    expect(codeOf((await createTranslator({ providers: [] }).translate(request)).note!)).toEqual({
      reason: 'translation_missed_configure',
      params: { reasons: 'No translation provider is configured', language: 'German' },
    });
    const libre = libreTranslateProvider({ url: 'http://libre.test', timeoutMs: 2000 }, respond(502, {}));
    const dictionary = dictionaryProvider(async () => ({ found: false, reason: 'There is no word to look up' }));
    const text = (await createTranslator({ providers: [dictionary, libre] }).translate(request)).note!;
    expect(text).toBe('LibreTranslate answered HTTP 502. There is no word to look up.');
    expect(codeOf(text)?.reason).toBe('translation_missed');
  });
});
