import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { Card, Flashcards } from '../material/schema.ts';
import {
  BreakdownAudio,
  BreakdownBody,
  BreakdownParams,
  ExtractWordMeaningsBody,
  FlashcardQuery,
  ImportQuery,
  ImportResult,
  NoteParams,
  SentenceCardBody,
  WordCardBody,
  WordMeanings,
} from './schema.ts';
import { importSentences, importVocab } from './import.ts';
import * as flashcards from './service.ts';

export function registerFlashcardRoutes(app: FastifyInstance, deps: flashcards.FlashcardDeps): void {
  const tag = 'Flashcards';
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/flashcard',
      tag,
      summary: "A note's word and sentence cards, one collection per one-minute page, with the material status",
      auth: 'required',
      query: FlashcardQuery,
      response: Flashcards,
    },
    ({ user, query }) => flashcards.listFlashcards(deps, user, query.noteId),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/flashcard/shared',
      tag,
      summary: "A shared note's word and sentence cards, without sign-in (404 unless the note is shared)",
      auth: 'none',
      query: FlashcardQuery,
      response: Flashcards,
    },
    ({ query }) => flashcards.listSharedFlashcards(deps, query.noteId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/note/:noteId/flashcard/word',
      tag,
      summary: 'Add a word card from a line of the note (the same word twice gives the existing card)',
      auth: 'required',
      params: NoteParams,
      body: WordCardBody,
      response: Card,
    },
    ({ user, params, body }) => flashcards.addWordCard(deps, user, params.noteId, body),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/note/:noteId/flashcard/sentence',
      tag,
      summary: 'Add a sentence card for a line of the note, with its meaning',
      auth: 'required',
      params: NoteParams,
      body: SentenceCardBody,
      response: Card,
    },
    ({ user, params, body }) => flashcards.addSentenceCard(deps, user, params.noteId, body),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/flashcard/extract-word-meanings',
      tag,
      summary: 'The words of a line with lemma, part of speech and meaning',
      auth: 'required',
      body: ExtractWordMeaningsBody,
      response: WordMeanings,
    },
    ({ user, body }) => flashcards.extractWordMeanings(deps, user, body),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/flashcard/:flashcardId/breakdown-audio',
      tag,
      summary: 'Audio of a line and of one of its words',
      auth: 'required',
      params: BreakdownParams,
      body: BreakdownBody,
      response: BreakdownAudio,
    },
    ({ user, params, body }) => flashcards.breakdownAudio(deps, user, params.flashcardId, body),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/flashcard/import-vocab',
      tag,
      summary: 'Save every word card of the note as a saved word (idempotent)',
      auth: 'required',
      query: ImportQuery,
      response: ImportResult,
    },
    ({ user, query }) => importVocab(deps, user, query.noteId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/flashcard/import-sentences',
      tag,
      summary: 'Save every sentence card of the note as a saved sentence (idempotent)',
      auth: 'required',
      query: ImportQuery,
      response: ImportResult,
    },
    ({ user, query }) => importSentences(deps, user, query.noteId),
  );
}
