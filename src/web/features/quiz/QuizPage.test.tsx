// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderPage, type FakeServer } from '../review/test-render.tsx';
import { QuizPage } from './QuizPage.tsx';
import type { Quiz } from '../../lib/api-types.ts';

const quiz: Quiz = {
  source: 'note',
  noteId: 'note-1',
  language: 'fr',
  seed: 's',
  questions: [
    {
      id: 'q1',
      kind: 'meaning',
      item: { kind: 'word', id: 'w1', lemma: 'chat' },
      prompt: 'chat',
      sentence: 'Le chat dort.',
      choices: ['dog', 'cat', 'bird', 'fish'],
      answer: 'cat',
    },
    {
      id: 'q2',
      kind: 'cloze',
      item: { kind: 'word', id: 'w2', lemma: 'chien' },
      prompt: 'Le _____ aboie.',
      sentence: 'Le chien aboie.',
      choices: ['chat', 'chien', 'lit', 'pain'],
      answer: 'chien',
    },
    {
      id: 'q3',
      kind: 'listening',
      item: { kind: 'word', id: 'w3', lemma: 'bibliothèque' },
      mode: 'type',
      prompt: null,
      sentence: 'Je vais à la bibliothèque.',
      audio: { provider: 'browser', url: null, voice: null, lang: 'fr', text: 'bibliothèque' },
      choices: null,
      answer: 'bibliothèque',
    },
    {
      id: 'q4',
      kind: 'ordering',
      item: { kind: 'sentence', id: 's1', lemma: null },
      prompt: 'The cat sleeps.',
      sentence: 'Le chat dort.',
      words: ['dort.', 'Le', 'chat'],
      answer: [1, 2, 0],
      separator: ' ',
    },
  ],
};

let calls: FakeServer['calls'];
const realFetch = globalThis.fetch;
beforeEach(() => {
  calls = fakeFetch((method, path) => {
    if (method === 'GET' && path.startsWith('/quiz/results')) {
      return {
        body: {
          results: [
            {
              id: 'r1',
              noteId: 'note-1',
              noteTitle: 'Une vidéo',
              language: 'fr',
              source: 'note',
              score: 3,
              total: 4,
              createdAt: '2026-03-01T10:00:00.000Z',
            },
          ],
        },
      };
    }
    if (method === 'GET' && path.startsWith('/quiz')) return { body: quiz };
    if (method === 'POST' && path === '/quiz/result') return { body: { id: 'r1', score: 3, total: 4, statuses: [] } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

const key = (k: string) => act(() => void fireEvent.keyDown(document.body, { key: k }));
const feedback = () => screen.getByTestId('quiz-feedback');

describe('QuizPage', () => {
  it('asks every kind of question, grades at once, and saves the score', async () => {
    renderPage(<QuizPage noteId="note-1" />);
    await screen.findByTestId('quiz-question-meaning');
    expect(calls[0]!.path).toBe('/quiz?noteId=note-1');
    expect(screen.getByTestId('quiz-progress').textContent).toBe('Question 1 of 4');

    // Meaning: key 1 picks "dog", which is wrong; the right answer is shown.
    key('1');
    expect(feedback().dataset.correct).toBe('false');
    expect(feedback().textContent).toContain('The answer: cat');
    expect(screen.getByTestId('quiz-choice-2').dataset.state).toBe('right');
    key('2'); // answered: no second pick
    expect(screen.getByTestId('quiz-choice-2').dataset.state).toBe('right');
    key('Enter');

    // Cloze: a click on the right word fills the blank.
    await screen.findByTestId('quiz-question-cloze');
    fireEvent.click(screen.getByTestId('quiz-choice-2'));
    expect(feedback().dataset.correct).toBe('true');
    expect(screen.getByTestId('quiz-prompt').textContent).toBe('Le chien aboie.');
    fireEvent.click(screen.getByTestId('quiz-next'));

    // Listening: a typo in a long word counts, with the spelling shown.
    await screen.findByTestId('quiz-question-listening');
    const typed = screen.getByTestId('quiz-typed');
    fireEvent.keyDown(typed, { key: '1' });
    expect(screen.queryByTestId('quiz-feedback')).toBeNull();
    fireEvent.change(typed, { target: { value: 'Bibliotheqe' } });
    fireEvent.submit(typed.closest('form')!);
    expect(feedback().dataset.correct).toBe('true');
    expect(feedback().textContent).toContain('Almost! Mind the spelling.');
    expect(screen.getByTestId('quiz-transcript').textContent).toBe('bibliothèque');
    fireEvent.click(screen.getByTestId('quiz-next'));

    // Ordering: tap, undo, clear, then the right order.
    await screen.findByTestId('quiz-question-ordering');
    const pool = screen.getByTestId('quiz-pool');
    const line = screen.getByTestId('quiz-line');
    fireEvent.click(within(pool).getByText('chat'));
    expect(line.textContent).toBe('chat');
    fireEvent.click(screen.getByTestId('quiz-ordering-undo'));
    expect(line.textContent).toBe('');
    fireEvent.click(within(pool).getByText('dort.'));
    fireEvent.click(screen.getByTestId('quiz-ordering-clear'));
    expect(line.textContent).toBe('');
    expect((screen.getByTestId('quiz-check') as HTMLButtonElement).disabled).toBe(true);
    for (const word of ['Le', 'chat', 'dort.']) fireEvent.click(within(pool).getByText(word));
    key('Enter');
    expect(feedback().dataset.correct).toBe('true');
    expect(screen.getByTestId('quiz-next').textContent).toContain('See your score');
    key('Enter');

    await screen.findByTestId('quiz-score');
    expect(screen.getByTestId('quiz-score-value').textContent).toBe('3 / 4');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/quiz/result',
      body: {
        noteId: 'note-1',
        language: 'fr',
        source: 'note',
        answers: [
          { kind: 'meaning', itemKind: 'word', itemId: 'w1', lemma: 'chat', correct: false },
          { kind: 'cloze', itemKind: 'word', itemId: 'w2', lemma: 'chien', correct: true },
          { kind: 'listening', itemKind: 'word', itemId: 'w3', lemma: 'bibliothèque', correct: true },
          { kind: 'ordering', itemKind: 'sentence', itemId: 's1', lemma: null, correct: true },
        ],
      },
    });
    await screen.findByText('Score saved.');
    const recent = await screen.findByTestId('quiz-recent');
    expect(recent.textContent).toContain('Une vidéo');
  });

  it('explains when there are too few cards for a quiz', async () => {
    calls = fakeFetch((_method, path) =>
      path.startsWith('/quiz/results')
        ? { body: { results: [] } }
        : { status: 400, body: { message: 'Save a few words first' } },
    );
    renderPage(<QuizPage />);
    const empty = await screen.findByTestId('quiz-empty');
    expect(empty.textContent).toContain('Not enough cards for a quiz yet');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/library');
  });
});
