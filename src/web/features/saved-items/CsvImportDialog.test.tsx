// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { stubServer, type Call } from './test-support.tsx';
import { CsvImportDialog } from './CsvImportDialog.tsx';
import { savedWords } from '../saved-words/api.ts';
import type { CsvPreview } from '../../lib/api-types.ts';

const CSV = 'word,translation,context,language,status\nspielen,jouer,Wir spielen,de,learning\n,vide,,de,new\n';
const preview: CsvPreview = {
  rows: [
    {
      line: 2,
      values: { word: 'spielen', translation: 'jouer', context: 'Wir spielen', language: 'de', status: 'learning' },
      error: null,
    },
    {
      line: 3,
      values: { word: null, translation: 'vide', context: null, language: 'de', status: 'new' },
      error: 'word is required',
    },
  ],
  valid: 1,
  invalid: 1,
};
let calls: Call[];
let importStatus = 200;

// jsdom's File has no text(); browsers do.
File.prototype.text ??= function (this: File) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(this);
  });
};

/** The server's sentence when a file has invalid rows (ADR 9 catalogue: csv_rows_invalid). */
const REFUSED =
  '2 of 3 rows are invalid (line 3: word is required); nothing was imported. Fix them, or import with skipInvalid to leave them out.';

beforeEach(() => {
  importStatus = 200;
  calls = stubServer(({ url }) => {
    if (url.pathname === '/v3/import/csv/preview') return { entity: preview };
    if (url.pathname === '/v3/import/csv')
      return importStatus === 200
        ? { entity: { imported: 1, skipped: [{ line: 3, error: 'word is required' }] } }
        : { status: importStatus, message: REFUSED };
    return { entity: {} };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n('en')}>
        <CsvImportDialog
          open
          onOpenChange={onOpenChange}
          kind={savedWords}
          defaultLanguage="de"
          languages={['de', 'ko']}
          nativeLanguage="fr"
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const pickFile = (content: string, name = 'words.csv') =>
  fireEvent.change(screen.getByTestId('csv-file'), {
    target: { files: [new File([content], name, { type: 'text/csv' })] },
  });

describe('CsvImportDialog', () => {
  it('previews the picked file: every row, errors under their row, then imports the valid ones', async () => {
    const { onOpenChange } = setup();
    expect((screen.getByTestId('csv-preview') as HTMLButtonElement).disabled).toBe(true);
    pickFile(CSV);
    await waitFor(() => expect(screen.getByTestId('csv-file-name').textContent).toBe('words.csv'));
    fireEvent.click(screen.getByTestId('csv-preview'));

    const table = await screen.findByTestId('csv-preview-table');
    expect(calls.find((c) => c.url.pathname === '/v3/import/csv/preview')!.body).toEqual({
      kind: 'vocab',
      csv: CSV,
      language: 'de',
      to: 'fr',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Line', 'Word', 'Translation', 'Context', 'Language', 'Status']);
    expect(within(screen.getByTestId('csv-row-2')).getByText('spielen')).toBeTruthy();
    expect(screen.getByTestId('csv-row-3').getAttribute('data-invalid')).toBe('true');
    expect(within(screen.getByTestId('csv-row-3')).getByText('vide')).toBeTruthy();
    expect(screen.getByTestId('csv-error-3').textContent).toBe('word is required');
    expect(screen.getByRole('dialog').textContent).toContain('Valid rows: 1 · rows with errors: 1');

    fireEvent.click(screen.getByTestId('csv-import'));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.url.pathname === '/v3/import/csv')!.body).toEqual({
      kind: 'vocab',
      csv: CSV,
      language: 'de',
      to: 'fr',
      skipInvalid: true,
    });
  });

  it('shows a refused import in the dialog and stays open', async () => {
    importStatus = 400;
    const { onOpenChange } = setup();
    pickFile(CSV);
    await waitFor(() => expect((screen.getByTestId('csv-preview') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('csv-preview'));
    fireEvent.click(await screen.findByTestId('csv-import'));
    expect((await screen.findByTestId('csv-failure')).textContent).toContain(
      '2 of 3 rows are invalid (line 3: word is required)',
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('refuses an empty file before sending it; Cancel closes', async () => {
    const { onOpenChange } = setup();
    pickFile('  \n');
    await screen.findByText('This file is empty.');
    expect((screen.getByTestId('csv-preview') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('csv-cancel'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls).toHaveLength(0);
  });
});
