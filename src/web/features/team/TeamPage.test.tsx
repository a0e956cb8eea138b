// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamNote, TeamProfile } from '../../lib/api-types.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { FORBIDDEN, teamAs } from './test-teams.ts';
import { TeamPage } from './TeamPage.tsx';

afterEach(cleanup);

const sharedNote = (noteId: string, userId: string, name: string): TeamNote => ({
  noteId,
  title: `Note ${noteId}`,
  language: 'ko',
  ytId: null,
  sharedBy: { userId, name },
  sharedAt: '2026-11-20T10:00:00.000Z',
});

/** Serves `team` at /team/t1 and its library; `more` answers anything else the test needs. */
function serve(
  team: TeamProfile,
  more: (method: string, path: string) => { status?: number; body: unknown } | undefined = () => undefined,
) {
  return fakeFetch((method, path) => {
    if (method === 'GET' && path === '/team/t1') return { body: team };
    if (method === 'GET' && path === '/team/t1/note')
      return {
        body: { notes: [sharedNote('n1', 'u1', 'Ada'), sharedNote('n2', 'u3', 'Milo Member')], hasMore: false },
      };
    return more(method, path);
  });
}

const member = (name: string) => screen.getAllByTestId('team-member').find((row) => row.textContent?.includes(name))!;

describe('the team page: what each role sees', () => {
  it('the owner: edit, invite with the seats used, change roles, remove, transfer, delete; no "Leave"', async () => {
    serve(teamAs('owner'));
    renderPage(<TeamPage teamId="t1" />);
    expect((await screen.findByTestId('team-name')).textContent).toBe('Lycée Molière 2nde B');
    expect(screen.getByTestId('team-edit')).toBeTruthy();
    expect(screen.getByTestId('team-seats').textContent).toBe('4 of 10 seats used');
    expect(screen.getByTestId('pending-invitation').textContent).toContain('new.student@example.com');
    expect(screen.getByTestId('invitation-cancel')).toBeTruthy();
    const milo = member('Milo Member');
    expect(within(milo).getByTestId('member-role')).toBeTruthy();
    expect(within(milo).getByTestId('member-remove')).toBeTruthy();
    expect(within(milo).getByTestId('member-transfer')).toBeTruthy();
    const me = member('Ada');
    expect(within(me).getByTestId('role-owner')).toBeTruthy();
    expect(within(me).queryByTestId('team-leave')).toBeNull();
    expect(within(me).queryByTestId('member-remove')).toBeNull();
    expect(screen.getByTestId('team-delete')).toBeTruthy();
  });

  it('an admin: invites and manages members but cannot touch the owner, transfer or delete', async () => {
    serve(teamAs('admin'));
    renderPage(<TeamPage teamId="t1" />);
    await screen.findByTestId('team-name');
    expect(screen.getByTestId('invite-form')).toBeTruthy();
    expect(within(member('Milo Member')).getByTestId('member-remove')).toBeTruthy();
    const owner = member('Olga Owner');
    expect(within(owner).queryByTestId('member-remove')).toBeNull();
    expect(within(owner).queryByTestId('member-role')).toBeNull();
    expect(screen.queryByTestId('member-transfer')).toBeNull();
    expect(screen.queryByTestId('team-delete')).toBeNull();
    expect(within(member('Ada')).getByTestId('team-leave')).toBeTruthy();
  });

  it('a member: sees the members and may leave; nothing else to manage', async () => {
    serve(teamAs('member'));
    renderPage(<TeamPage teamId="t1" />);
    await screen.findByTestId('team-name');
    expect(screen.getAllByTestId('team-member')).toHaveLength(3);
    for (const control of [
      'team-edit',
      'team-invitations',
      'invite-form',
      'member-role',
      'member-remove',
      'member-transfer',
      'team-delete',
    ])
      expect(screen.queryByTestId(control), control).toBeNull();
    expect(within(member('Ada')).getByTestId('team-leave')).toBeTruthy();
  });

  it('a team the caller is not in: the server’s 404 message in place', async () => {
    fakeFetch((_m, path) =>
      path === '/team/t1'
        ? { status: 404, body: { message: 'Not found', reason: 'not_found', params: {} } }
        : undefined,
    );
    renderPage(<TeamPage teamId="t1" />);
    expect((await screen.findByTestId('team-error')).textContent).toContain('This team could not be opened');
  });
});

describe('the invite form', () => {
  it('checks the address first, then sends e-mail and role', async () => {
    const calls = serve(teamAs('admin'), (method, path) =>
      method === 'POST' && path === '/team/t1/invitation'
        ? {
            body: {
              id: 'inv2',
              email: 'zoe@example.com',
              role: 'admin',
              status: 'pending',
              expiresAt: '2026-12-01T00:00:00.000Z',
              invitedBy: 'u1',
            },
          }
        : undefined,
    );
    renderPage(<TeamPage teamId="t1" />);
    fireEvent.click(await screen.findByTestId('invite-submit'));
    expect(await screen.findByText('Enter the e-mail address to invite.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('invite-email'), { target: { value: 'zoe@example' } });
    fireEvent.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('invite-email'), { target: { value: ' zoe@example.com ' } });
    fireEvent.change(screen.getByTestId('invite-role'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByTestId('invite-submit'));
    expect((await screen.findByTestId('invite-sent')).textContent).toBe('Invitation sent to zoe@example.com.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'zoe@example.com', role: 'admin' });
  });

  it('a refused invitation (the role changed meanwhile) shows the permission message', async () => {
    serve(teamAs('admin'), (method, path) =>
      method === 'POST' && path === '/team/t1/invitation' ? FORBIDDEN : undefined,
    );
    renderPage(<TeamPage teamId="t1" />);
    fireEvent.change(await screen.findByTestId('invite-email'), { target: { value: 'zoe@example.com' } });
    fireEvent.click(screen.getByTestId('invite-submit'));
    expect((await screen.findByTestId('team-error')).textContent).toBe(
      "You don't have permission to perform this action.",
    );
  });

  it('a full team: the seats are all used and the form cannot send', async () => {
    serve(teamAs('owner', { memberCap: 4 }));
    renderPage(<TeamPage teamId="t1" />);
    expect((await screen.findByTestId('team-seats')).textContent).toBe('4 of 4 seats used');
    expect(screen.getByTestId('team-full')).toBeTruthy();
    expect((screen.getByTestId('invite-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('owner actions behind a confirmation', () => {
  it('deleting asks for the team’s name before the destructive button works', async () => {
    const calls = serve(teamAs('owner'), (method, path) =>
      method === 'DELETE' && path === '/team/t1' ? { body: { deleted: true } } : undefined,
    );
    renderPage(<TeamPage teamId="t1" />);
    fireEvent.click(await screen.findByTestId('team-delete'));
    const dialog = await screen.findByTestId('team-delete-dialog');
    const confirm = within(dialog).getByTestId('team-delete-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('team-delete-name'), { target: { value: 'Lycée Molière' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('team-delete-name'), { target: { value: 'Lycée Molière 2nde B' } });
    expect(confirm.disabled).toBe(false);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/team/t1'));
  });

  it('transferring ownership names the new owner and asks first', async () => {
    const calls = serve(teamAs('owner'), (method, path) =>
      method === 'POST' && path === '/team/t1/transfer-ownership' ? { body: teamAs('admin') } : undefined,
    );
    renderPage(<TeamPage teamId="t1" />);
    await screen.findByTestId('team-name');
    fireEvent.click(within(member('Milo Member')).getByTestId('member-transfer'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Make Milo Member the owner of Lycée Molière 2nde B?');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: 'u3' }));
  });
});

describe('the team library', () => {
  it('imports a shared note and links to my copy; removing is offered on my own share only, for a member', async () => {
    const calls = serve(teamAs('member'), (method, path) =>
      method === 'POST' && path === '/team/t1/note/n2/import'
        ? { body: { noteId: 'copy2', alreadyImported: false } }
        : undefined,
    );
    renderPage(<TeamPage teamId="t1" />);
    fireEvent.click(await screen.findByTestId('team-tab-library'));
    const rows = await screen.findAllByTestId('team-note');
    expect(rows[1]!.textContent).toContain('Korean · shared by Milo Member on Nov 20, 2026');
    expect(within(rows[0]!).getByTestId('team-note-remove')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('team-note-remove')).toBeNull();
    expect(screen.getByTestId('team-share-note')).toBeTruthy();
    fireEvent.click(within(rows[1]!).getByTestId('team-note-import'));
    const copy = await within(rows[1]!).findByTestId('team-note-copy');
    expect(copy.getAttribute('href')).toBe('/notes/copy2');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shares one of my notes, picked from my library', async () => {
    const calls = serve(teamAs('member'), (method, path) => {
      if (path === '/note/list/initial')
        return {
          body: {
            notes: [
              { id: 'n7', title: 'Seoul vlog' },
              { id: 'n8', title: 'K-drama scene' },
            ],
            hasMore: true,
          },
        };
      if (path === '/note/list?lastId=n8')
        return { body: { notes: [{ id: 'n9', title: 'Busan trip' }], hasMore: false } };
      if (method === 'POST' && path === '/team/t1/note') return { body: sharedNote('n8', 'u1', 'Ada') };
      return undefined;
    });
    renderPage(<TeamPage teamId="t1" />);
    fireEvent.click(await screen.findByTestId('team-tab-library'));
    fireEvent.click(await screen.findByTestId('team-share-note'));
    const choice = await screen.findByTestId('share-choice');
    // Older notes come a page at a time, on asking.
    fireEvent.click(screen.getByTestId('share-more'));
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByTestId('share-more')).toBeNull();
    fireEvent.change(choice, { target: { value: 'n9' } });
    fireEvent.click(screen.getByTestId('share-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ noteId: 'n9' }));
  });
});
