// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceivedInvitation } from '../../lib/api-types.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { InvitationPage } from './InvitationPage.tsx';
import { receivedInvitation, teamAs } from './test-teams.ts';

afterEach(cleanup);

describe('the invitation link', () => {
  it('shows the team, who invited and the role; accepting asks the server and opens the team', async () => {
    const calls = fakeFetch((method, path) => {
      if (method === 'GET' && path === '/team/invitation/inv9') return { body: receivedInvitation({ role: 'admin' }) };
      if (method === 'POST' && path === '/team/invitation/inv9/accept') return { body: teamAs('admin', { id: 't9' }) };
      return undefined;
    });
    renderPage(<InvitationPage invitationId="inv9" />);
    const card = await screen.findByTestId('invitation-pending');
    expect(screen.getByTestId('invitation-team').textContent).toBe('Join Korean evening class');
    expect(card.textContent).toContain('Jiwoo Teacher invited you');
    expect(card.querySelector('[data-testid="role-admin"]')).toBeTruthy();
    fireEvent.click(screen.getByTestId('invitation-accept'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/team/invitation/inv9/accept')).toBe(true),
    );
  });

  it('declining answers the server, and the page then says it was declined', async () => {
    let invitation: ReceivedInvitation = receivedInvitation();
    const calls = fakeFetch((method, path) => {
      if (method === 'GET' && path === '/team/invitation/inv9') return { body: invitation };
      if (method === 'POST' && path === '/team/invitation/inv9/decline') {
        invitation = { ...invitation, status: 'declined' };
        return { body: invitation };
      }
      return undefined;
    });
    renderPage(<InvitationPage invitationId="inv9" />);
    fireEvent.click(await screen.findByTestId('invitation-decline'));
    expect((await screen.findByTestId('invitation-declined')).textContent).toContain('Invitation declined');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/team/invitation/inv9/decline']);
  });

  it.each([
    ['expired', 'This invitation has expired'],
    ['canceled', 'This invitation was withdrawn'],
    ['accepted', "You're in Korean evening class"],
  ] as const)('an %s invitation says so, with no Accept', async (status, title) => {
    fakeFetch((_m, path) => (path === '/team/invitation/inv9' ? { body: receivedInvitation({ status }) } : undefined));
    renderPage(<InvitationPage invitationId="inv9" />);
    expect((await screen.findByTestId(`invitation-${status}`)).textContent).toContain(title);
    expect(screen.queryByTestId('invitation-accept')).toBeNull();
  });

  it('another address (the server’s 404): says so, names the signed-in address and offers to switch', async () => {
    fakeFetch((_m, path) =>
      path === '/team/invitation/inv9'
        ? { status: 404, body: { message: 'Not found', reason: 'not_found', params: {} } }
        : undefined,
    );
    renderPage(<InvitationPage invitationId="inv9" />);
    const panel = await screen.findByTestId('invitation-not-found');
    expect(panel.textContent).toContain('This invitation is for another address or no longer exists');
    expect(panel.textContent).toContain('You are signed in as ada@example.com');
    expect(screen.getByTestId('invitation-sign-out').textContent).toBe('Sign out to switch account');
  });
});
