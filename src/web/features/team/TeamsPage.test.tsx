// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/index.ts';
import { fakeFetch, renderPage } from '../review/test-render.tsx';
import { FORBIDDEN, receivedInvitation, teamAs } from './test-teams.ts';
import { AppNav } from '../shell/AppNav.tsx';
import { TeamsPage } from './TeamsPage.tsx';

afterEach(cleanup);

describe('the teams page', () => {
  it('with no team: explains what a team is for, and creating one checks the fields before asking the server', async () => {
    const calls = fakeFetch((method, path) => {
      if (method === 'GET' && path === '/team') return { body: { teams: [], invitations: [] } };
      if (method === 'POST' && path === '/team') return { body: teamAs('owner', { id: 'new1', name: 'Duo' }) };
      return undefined;
    });
    renderPage(<TeamsPage />);
    expect((await screen.findByTestId('teams-empty')).textContent).toMatch(/classmates.*teacher/);

    fireEvent.input(screen.getByTestId('create-team-name'), { target: { value: ' D ' } });
    fireEvent.input(screen.getByTestId('create-team-logo'), { target: { value: 'http://example.com/logo.png' } });
    fireEvent.click(screen.getByTestId('create-team-submit'));
    expect(await screen.findByText('The name needs at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('Enter an address that starts with https://.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.input(screen.getByTestId('create-team-name'), { target: { value: '  Duo  ' } });
    fireEvent.input(screen.getByTestId('create-team-logo'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('create-team-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Duo' }));
  });

  it('lists my teams with my role and the member count, and accepts an invitation waiting for me', async () => {
    const calls = fakeFetch((method, path) => {
      if (method === 'GET' && path === '/team') {
        return {
          body: {
            teams: [{ id: 't1', name: 'Lycée Molière 2nde B', logo: null, myRole: 'admin', memberCount: 1 }],
            invitations: [receivedInvitation()],
          },
        };
      }
      if (method === 'POST' && path === '/team/invitation/inv9/accept') return { body: teamAs('member') };
      return undefined;
    });
    renderPage(<TeamsPage />);
    const row = await screen.findByTestId('team-row');
    expect(row.textContent).toContain('Lycée Molière 2nde B');
    expect(within(row).getByTestId('role-admin').textContent).toBe('Admin');
    expect(row.textContent).toContain('1 member');
    expect(row.getAttribute('href')).toBe('/team/t1');

    const invitation = screen.getByTestId('received-invitation');
    expect(invitation.textContent).toBe(
      'Jiwoo Teacher invited you to join Korean evening class as Member.AcceptDecline',
    );
    fireEvent.click(within(invitation).getByTestId('invitation-accept'));
    await waitFor(() => expect(calls.some((c) => c.path === '/team/invitation/inv9/accept')).toBe(true));
  });

  it('shows the server’s message, in the learner’s language, when creating fails', async () => {
    fakeFetch((method, path) => {
      if (method === 'GET' && path === '/team') return { body: { teams: [], invitations: [] } };
      if (method === 'POST' && path === '/team') return FORBIDDEN;
      return undefined;
    });
    await loadLocale('fr');
    renderPage(<TeamsPage />, { locale: 'fr' });
    expect((await screen.findByTestId('teams-empty')).textContent).toContain("Vous n'êtes dans aucune équipe");
    fireEvent.input(screen.getByTestId('create-team-name'), { target: { value: 'Classe' } });
    fireEvent.click(screen.getByTestId('create-team-submit'));
    const error = await screen.findByTestId('team-error');
    expect(error.textContent).toBe('Vous n’avez pas l’autorisation d’effectuer cette action.');
  });
});

describe('the Team navigation entry', () => {
  it('opens /team and is no longer marked "Soon"', async () => {
    fakeFetch(() => undefined);
    renderPage(<AppNav />);
    const entry = await screen.findByTestId('nav-team');
    expect(entry.getAttribute('href')).toBe('/team');
    expect(entry.textContent).toBe('Team');
    expect(screen.queryByText('Soon')).toBeNull();
  });
});
