import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewLearner } from './support/accounts.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the Tasks list (issue 14)', () => {
  it('add a task, edit it, tick it done, reload: it is all still there; then delete one after confirming', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInNewLearner(context);
    await page.goto('/dashboard');
    // The navigation entry is a real page now, not "Soon".
    const entry = page.getByTestId('nav-tasks');
    expect(await entry.textContent()).toBe('Tasks');
    await entry.click();
    await page.waitForURL(/\/tasks$/);
    await page.getByTestId('tasks-empty').waitFor();

    // The name is checked before anything is sent.
    await page.getByTestId('add-task-submit').click();
    await page.getByText('Give the task a name.').waitFor();

    await page.getByTestId('add-task-title').fill('Review 20 cards');
    await page.getByTestId('add-task-message').fill('Before dinner, the Korean deck');
    await page.getByTestId('add-task-submit').click();
    const row = page.getByTestId('task-row').filter({ hasText: 'Review 20 cards' });
    await row.waitFor();
    expect(await page.getByTestId('add-task-title').inputValue()).toBe('');
    await page.getByTestId('add-task-title').fill('Watch one clip in Korean');
    await page.getByTestId('add-task-submit').click();
    await page.getByTestId('task-row').nth(1).waitFor();

    // Edit: the row becomes the form with the task's words.
    await row.getByTestId('task-edit').click();
    const form = page.getByTestId('edit-task');
    expect(await form.getByRole('textbox', { name: 'Task name' }).inputValue()).toBe('Review 20 cards');
    await form.getByRole('textbox', { name: 'Task name' }).fill('Review 30 cards');
    await form.getByTestId('edit-task-save').click();
    await form.waitFor({ state: 'detached' });
    const edited = page.getByTestId('task-row').filter({ hasText: 'Review 30 cards' });
    await edited.waitFor();

    // Tick it done.
    await edited.getByTestId('task-done').check();
    await page.locator('[data-testid="task-row"][data-done="true"]').waitFor();
    await screenshot(page, 'desktop-en-tasks');

    // Reload: the server kept all of it, newest first.
    await page.reload();
    await page.getByTestId('task-row').nth(1).waitFor();
    expect(await page.getByTestId('task-title').allTextContents()).toEqual([
      'Watch one clip in Korean',
      'Review 30 cards',
    ]);
    const kept = page.getByTestId('task-row').filter({ hasText: 'Review 30 cards' });
    expect(await kept.getAttribute('data-done')).toBe('true');
    expect(await kept.getByTestId('task-done').isChecked()).toBe(true);
    expect(await kept.getByTestId('task-message').textContent()).toBe('Before dinner, the Korean deck');
    expect(await kept.getByTestId('task-created').textContent()).toMatch(/^Added [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    // Delete asks first.
    await kept.getByTestId('task-delete').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-ok').click();
    await kept.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('task-row').first().waitFor();
    expect(await page.getByTestId('task-title').allTextContents()).toEqual(['Watch one clip in Korean']);
    await context.close();
  });

  it('on a phone, and in Korean', async () => {
    const phone = await newPage(browser, 'phone');
    await signInNewLearner(phone.context);
    await phone.page.goto('/tasks');
    await phone.page.getByTestId('tasks-empty').waitFor();
    await screenshot(phone.page, 'phone-en-tasks-empty');
    await phone.page.getByTestId('add-task-title').fill('Shadow the dialogue of today’s clip three times');
    await phone.page.getByTestId('add-task-message').fill('Slow speed first, then normal speed.\nRecord the last try.');
    await phone.page.getByTestId('add-task-submit').click();
    await phone.page.getByTestId('task-row').waitFor();
    await screenshot(phone.page, 'phone-en-tasks');
    await phone.page.getByTestId('task-edit').click();
    await phone.page.getByTestId('edit-task').waitFor();
    await screenshot(phone.page, 'phone-en-task-edit');
    await phone.context.close();

    const ko = await newPage(browser, 'desktop');
    await signInNewLearner(ko.context);
    await ko.page.goto('/ko/tasks');
    await ko.page.getByTestId('add-task-title').fill('카드 20장 복습하기');
    await ko.page.getByTestId('add-task-submit').click();
    await ko.page.getByTestId('task-row').waitFor();
    expect(await ko.page.getByTestId('tasks-heading').textContent()).toBe('할 일');
    expect(await ko.page.getByTestId('task-created').textContent()).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일에 추가함$/);
    await screenshot(ko.page, 'desktop-ko-tasks');
    await ko.context.close();
  });
});
