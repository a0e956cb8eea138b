// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderPage } from '../../review/test-render.tsx';
import { type NoteDialog, NoteDialogs } from './NoteDialogs.tsx';

const NOTE = 'n1';
afterEach(cleanup);

type Reply = { status?: number; body: unknown } | undefined;

/** Opens a dialog as the note's menu does, after the first render (the Radix menu itself is driven by the e2e journey). */
function Opener({ dialog, ...props }: { dialog: NoteDialog | null; onClose: () => void; onDeleted: () => void }) {
  const [open, setOpen] = useState<NoteDialog | null>(null);
  return (
    <>
      <button type="button" data-testid="open" onClick={() => setOpen(dialog)} />
      <NoteDialogs dialog={open} noteId={NOTE} title="Laptop review" {...props} />
    </>
  );
}

async function setup(dialog: NoteDialog | null, reply: (method: string, path: string) => Reply) {
  const calls = fakeFetch(reply);
  const onDeleted = vi.fn();
  const onClose = vi.fn();
  renderPage(<Opener dialog={dialog} onClose={onClose} onDeleted={onDeleted} />);
  fireEvent.click(await screen.findByTestId('open'));
  return { calls, onDeleted, onClose };
}
const writes = (calls: ReturnType<typeof fakeFetch>) =>
  calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);

describe('NoteDialogs', () => {
  it('renames with the trimmed title, refusing an empty one, then closes', async () => {
    const { calls, onClose } = await setup('rename', () => ({ body: { id: NOTE, title: 'Week one' } }));
    const input = (await screen.findByTestId('rename-note-input')) as HTMLInputElement;
    expect(input.value).toBe('Laptop review');
    expect(input.maxLength).toBe(200);
    fireEvent.input(input, { target: { value: '   ' } });
    expect((screen.getByTestId('rename-note-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(input, { target: { value: '  Week one  ' } });
    await act(async () => fireEvent.click(screen.getByTestId('rename-note-save')));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes(calls)).toEqual([['PATCH', `/note/${NOTE}`, { title: 'Week one' }]]);
  });

  it('shows the server’s refusal under the field and stays open', async () => {
    const { onClose } = await setup('rename', () => ({
      status: 400,
      body: { message: 'title: must be at most 200 characters', code: 'validation_failed' },
    }));
    fireEvent.click(await screen.findByTestId('rename-note-save'));
    expect(await screen.findByText(/at most 200 characters/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes only after the destructive confirmation, then hands over', async () => {
    const { calls, onDeleted } = await setup('delete', () => ({ body: { deleted: true } }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('“Laptop review”');
    expect(writes(calls)).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(writes(calls)).toEqual([['DELETE', `/note/${NOTE}`, {}]]);
  });

  it('regenerates after its confirmation, which says the note quota is not used', async () => {
    const { calls, onClose } = await setup('regenerate', () => ({
      body: { status: 'pending', progress: 0, message: null, engine: null, noteId: NOTE, slices: [] },
    }));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('does not use your note quota');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes(calls)).toEqual([['POST', `/note/${NOTE}/regenerate-material`, {}]]);
  });

  it('shows nothing while no dialog is chosen', async () => {
    await setup(null, () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
