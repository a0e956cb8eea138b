// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamProfile } from '../../lib/api-types.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { ShareToTeamButton } from './ShareToTeamButton.tsx';
import { FORBIDDEN, teamAs } from './test-teams.ts';
import { TeamPage } from './TeamPage.tsx';

afterEach(cleanup);

type Reply = { status?: number; body: unknown } | undefined;
/** Serves `team` at /team/t1; writes go to `write`, and every call is kept. */
function serve(team: TeamProfile, write: (method: string, path: string) => Reply) {
  return fakeFetch((method, path) => (method === 'GET' && path === '/team/t1' ? { body: team } : write(method, path)));
}
const row = (name: string) => screen.getAllByTestId('team-member').find((r) => r.textContent?.includes(name))!;
const writes = (calls: ReturnType<typeof fakeFetch>) =>
  calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);

describe('managing members', () => {
  it('changing a role sends the new role for that member', async () => {
    const calls = serve(teamAs('admin'), () => ({ body: {} }));
    renderPage(<TeamPage teamId="t1" />);
    await screen.findByTestId('team-name');
    fireEvent.change(within(row('Milo Member')).getByTestId('member-role'), { target: { value: 'admin' } });
    await waitFor(() => expect(writes(calls)).toEqual([['PATCH', '/team/t1/member/u3', { role: 'admin' }]]));
  });

  it('a refused removal shows the permission message on that member’s row', async () => {
    serve(teamAs('admin'), (method) => (method === 'DELETE' ? FORBIDDEN : undefined));
    renderPage(<TeamPage teamId="t1" />);
    await screen.findByTestId('team-name');
    fireEvent.click(within(row('Milo Member')).getByTestId('member-remove'));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-ok'));
    expect((await within(row('Milo Member')).findByTestId('team-error')).textContent).toBe(
      "You don't have permission to perform this action.",
    );
  });

  it('leaving asks first, then removes oneself', async () => {
    const calls = serve(teamAs('member'), () => ({ body: { removed: true } }));
    renderPage(<TeamPage teamId="t1" />);
    fireEvent.click(await screen.findByTestId('team-leave'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Leave Lycée Molière 2nde B?');
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(writes(calls)).toEqual([['DELETE', '/team/t1/member/u1', {}]]));
  });

  it('an invitation is canceled from the pending list', async () => {
    const calls = serve(teamAs('owner'), () => ({ body: {} }));
    renderPage(<TeamPage teamId="t1" />);
    fireEvent.click(await screen.findByTestId('invitation-cancel'));
    await waitFor(() => expect(writes(calls)).toEqual([['DELETE', '/team/t1/invitation/inv1', {}]]));
  });

  it('the name and logo are edited together; a non-https logo is refused before the server', async () => {
    const calls = serve(teamAs('admin'), () => ({ body: teamAs('admin') }));
    renderPage(<TeamPage teamId="t1" />);
    fireEvent.click(await screen.findByTestId('team-edit'));
    fireEvent.change(screen.getByTestId('team-edit-name'), { target: { value: 'Seconde B' } });
    fireEvent.change(screen.getByTestId('team-edit-logo'), { target: { value: 'ftp://example.com/a.png' } });
    fireEvent.click(screen.getByTestId('team-edit-save'));
    expect(await screen.findByText('Enter an address that starts with https://.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(screen.getByTestId('team-edit-logo'), { target: { value: 'https://example.com/a.png' } });
    fireEvent.click(screen.getByTestId('team-edit-save'));
    await waitFor(() =>
      expect(writes(calls)).toEqual([['PATCH', '/team/t1', { name: 'Seconde B', logo: 'https://example.com/a.png' }]]),
    );
  });
});

describe('"Share to team" on a note', () => {
  it('is absent for a learner in no team', async () => {
    const calls = fakeFetch((_m, path) => (path === '/team' ? { body: { teams: [], invitations: [] } } : undefined));
    renderPage(<ShareToTeamButton noteId="n1" />);
    await waitFor(() => expect(calls.some((c) => c.path === '/team')).toBe(true));
    expect(screen.queryByTestId('note-share-team')).toBeNull();
  });

  it('shares the note to the team picked', async () => {
    const teams = [
      { id: 't1', name: 'First', logo: null, myRole: 'member', memberCount: 2 },
      { id: 't2', name: 'Second', logo: null, myRole: 'owner', memberCount: 5 },
    ];
    const calls = fakeFetch((method, path) => {
      if (path === '/team') return { body: { teams, invitations: [] } };
      if (method === 'POST' && path === '/team/t2/note') return { body: {} };
      return undefined;
    });
    renderPage(<ShareToTeamButton noteId="n1" />);
    fireEvent.click(await screen.findByTestId('note-share-team'));
    fireEvent.change(await screen.findByTestId('share-choice'), { target: { value: 't2' } });
    fireEvent.click(screen.getByTestId('share-confirm'));
    expect((await screen.findByTestId('note-shared')).textContent).toBe('Shared with the team.');
    expect(writes(calls)).toEqual([['POST', '/team/t2/note', { noteId: 'n1' }]]);
  });
});
