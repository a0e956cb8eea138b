import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot, uniqueEmail } from './support/browser.ts';
import { completeOnboarding, createOneMinuteNote, pathOf, signUp } from './support/journey.ts';
import { linkIn, waitForMail } from './support/outbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const FORBIDDEN = "You don't have permission to perform this action.";
const TEAM_PATH = /^\/team\/[^/]+$/;

describe('teams (issue 12): an owner and a student in two browsers', () => {
  it('create a team, share a note, invite by e-mail → the student signs up from the link, accepts, loses a permission, imports the note', async () => {
    // The owner, on a desktop: the Team entry opens the teams page, which explains what a team is for.
    const owner = await newPage(browser, 'desktop');
    await signInNewLearner(owner.context, { name: 'Olga Teacher', email: uniqueEmail('owner') });
    await owner.page.goto('/dashboard');
    await owner.page.getByTestId('nav-team').click();
    await owner.page.waitForURL(/\/team$/);
    await owner.page.getByTestId('teams-empty').waitFor();
    await screenshot(owner.page, 'desktop-en-teams-empty');

    await owner.page.getByTestId('create-team-name').fill('Year 10 Korean — evening group');
    await owner.page.getByTestId('create-team-submit').click();
    await owner.page.waitForURL((url) => TEAM_PATH.test(url.pathname));
    const teamPath = pathOf(owner.page);
    expect(await owner.page.getByTestId('team-name').textContent()).toBe('Year 10 Korean — evening group');
    expect(await owner.page.getByTestId('team-member').getByTestId('role-owner').count()).toBe(1);

    // A note of the owner's, shared from its page.
    await createOneMinuteNote(owner.page);
    const noteTitle = (await owner.page.getByTestId('note-title').textContent())!.trim();
    await owner.page.getByTestId('note-share-team').click();
    await owner.page.getByTestId('share-dialog').waitFor();
    await owner.page.getByTestId('share-confirm').click();
    await owner.page.getByTestId('note-shared').waitFor();

    // The invitation, as an admin; the form counts the seats.
    await owner.page.goto(teamPath);
    const studentEmail = uniqueEmail('student');
    await owner.page.getByTestId('invite-email').fill(studentEmail);
    await owner.page.getByTestId('invite-role').selectOption('admin');
    await owner.page.getByTestId('invite-submit').click();
    await owner.page.getByTestId('invite-sent').waitFor();
    await owner.page.getByTestId('pending-invitation').filter({ hasText: studentEmail }).waitFor();
    expect(await owner.page.getByTestId('team-seats').textContent()).toMatch(/^2 of \d+ seats used$/);
    await screenshot(owner.page, 'desktop-en-team-profile-owner');

    // The e-mail arrives with the link to the invitation page.
    const mail = await waitForMail(studentEmail);
    const link = linkIn(mail);
    expect(link).toMatch(new RegExp(`^${inject('baseUrl')}/team/invitation/[^/\\s]+$`));

    // The student, on a phone and signed out: the link leads to sign-in, then sign-up, onboarding, and back.
    const student = await newPage(browser, 'phone');
    await student.page.goto(link);
    await student.page.waitForURL(/\/sign-in\?redirect=/);
    await student.page.getByTestId('to-sign-up').click();
    await signUp(student.page, studentEmail, 'Sam Student');
    await completeOnboarding(student.page, undefined, /\/team\/invitation\/[^/]+$/);
    await student.page.getByTestId('invitation-pending').waitFor();
    expect(await student.page.getByTestId('invitation-team').textContent()).toBe('Join Year 10 Korean — evening group');
    expect(await student.page.getByTestId('invitation-pending').textContent()).toContain('Olga Teacher');
    await screenshot(student.page, 'phone-en-team-invitation');
    await student.page.getByTestId('invitation-accept').click();
    await student.page.waitForURL((url) => url.pathname === teamPath);
    await student.page.getByTestId('invite-form').waitFor();

    // The owner makes the student a plain member; the student's page still shows the admin's form.
    await owner.page.reload();
    const row = owner.page.getByTestId('team-member').filter({ hasText: studentEmail });
    await row.getByTestId('member-role').selectOption('member');
    await row.getByTestId('role-member').waitFor();

    // An admin action now: refused with the permission message, shown where it was tried.
    await student.page.getByTestId('invite-email').fill(uniqueEmail('friend'));
    await student.page.getByTestId('invite-submit').click();
    await student.page.getByTestId('team-error').waitFor();
    expect(await student.page.getByTestId('team-error').textContent()).toBe(FORBIDDEN);
    await screenshot(student.page, 'phone-en-team-forbidden');
    // After a reload the role's page hides what it may not do; the server refuses it anyway.
    await student.page.reload();
    await student.page.getByTestId('team-name').waitFor();
    for (const control of ['invite-form', 'member-remove', 'member-role', 'team-delete', 'team-edit'])
      expect(await student.page.getByTestId(control).count(), control).toBe(0);
    expect(await student.page.getByTestId('team-leave').count()).toBe(1);
    const teamId = teamPath.split('/').at(-1)!;
    // As the web app sends every write (ADR 10): JSON, `{}` when there is nothing to send.
    const refused = await student.context.request.delete(`${inject('baseUrl')}/v3/team/${teamId}`, {
      headers: { origin: inject('baseUrl') },
      data: {},
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(FORBIDDEN);
    await screenshot(student.page, 'phone-en-team-profile-member');

    // The team library: the student adds the owner's note to their own library and opens the copy.
    await student.page.getByTestId('team-tab-library').click();
    const shared = student.page.getByTestId('team-note').filter({ hasText: noteTitle });
    await shared.waitFor();
    expect(await shared.textContent()).toContain('shared by Olga Teacher');
    expect(await shared.getByTestId('team-note-remove').count()).toBe(0);
    await screenshot(student.page, 'phone-en-team-library');
    await shared.getByTestId('team-note-import').click();
    await shared.getByTestId('team-note-copy').click();
    await student.page.waitForURL(/\/notes\/[^/]+$/);
    expect((await student.page.getByTestId('note-title').textContent())!.trim()).toBe(noteTitle);
    await student.page.goto('/library');
    await student.page.getByText(noteTitle).first().waitFor();

    // The owner's view of the team: both members, the library with the note.
    await owner.page.reload();
    // count() does not wait: the reloaded page draws its members first.
    await owner.page.getByTestId('team-member').nth(1).waitFor();
    expect(await owner.page.getByTestId('team-member').count()).toBe(2);
    await owner.page.getByTestId('team-tab-library').click();
    await owner.page.getByTestId('team-note').filter({ hasText: noteTitle }).waitFor();
    await screenshot(owner.page, 'desktop-en-team-library-owner');

    await student.context.close();
    await owner.context.close();
  });
});
