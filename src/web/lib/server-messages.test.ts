import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../common/errors.ts';
import { createI18n, loadLocale } from '../i18n/index.ts';
import { ApiError, errorMessage } from './api.ts';
import { serverNote, serverText } from './server-messages.ts';

await loadLocale('ko');
const korean = createI18n('ko').t;
const english = createI18n('en').t;
const hangul = /[\uac00-\ud7af]/;

describe('the server’s sentences in the learner’s language (ADR 9)', () => {
  it('translates an error by the reason the server sent, with its values', () => {
    const error = new ApiError(404, renderMessage('note_not_found'), 'not_found', {
      reason: 'note_not_found',
      params: {},
    });
    expect(errorMessage(error, english)).toBe('This note does not exist or is not yours.');
    const text = errorMessage(error, korean);
    expect(text).toMatch(hangul);
    expect(text).not.toContain('This note');
  });

  it('keeps the field in front of a validation problem, and the values inside it', () => {
    const text = serverText(korean, 'text: must be at most 500 characters');
    expect(text.startsWith('text: ')).toBe(true);
    expect(text).toContain('500');
    expect(text).toMatch(hangul);
  });

  it('translates sentences stored without a reason (a failed note, the rows of a CSV file) by the catalogue', () => {
    expect(serverText(korean, "This video is private, so its captions can't be read.")).toMatch(hangul);
    const rows = serverText(korean, 'word is required; language: unknown language "xx"');
    expect(rows.split('; ')).toHaveLength(2);
    expect(rows).toMatch(hangul);
    expect(rows).toContain('xx');
  });

  it('never shows an uncatalogued English sentence to a Korean learner', () => {
    expect(serverText(korean, 'Something nobody wrote down.')).toBe(korean('errors:internal'));
    expect(errorMessage(new Error('boom'), korean)).toBe(korean('errors:internal'));
  });

  it('shows a model’s own note as it came, and translates the server’s notes', () => {
    expect(serverNote(korean, '반말로는 "먹어"라고 해요.')).toBe('반말로는 "먹어"라고 해요.');
    expect(serverNote(english, 'There is no word to look up')).toBe('There is no word to look up');
  });
});
